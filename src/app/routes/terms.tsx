import { LegalPage } from '@/components/layout/legal-page';
import { termsOfService } from '@/content/legal';

export default function TermsRoute() {
  return <LegalPage doc={termsOfService} />;
}
