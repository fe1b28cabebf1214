import { faqEntries } from '@/content/faq';
import { FaqPage } from '@/features/faq/faq-page';

export default function FaqRoute() {
  return <FaqPage entries={faqEntries} />;
}
