import { LegalPage } from '@/components/layout/legal-page';
import { privacyPolicy } from '@/content/legal';

export default function PrivacyRoute() {
  return <LegalPage doc={privacyPolicy} />;
}
