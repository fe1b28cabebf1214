import { partnerDocuments, partnerFeatures, partnersPage } from '@/content/partners';
import { PartnersPage } from '@/features/partners/partners-page';

export default function PartnersRoute() {
  return <PartnersPage page={partnersPage} documents={partnerDocuments} features={partnerFeatures} />;
}
