import { findSampleSection } from '@/content/sample-articles';
import { SampleSectionPage } from '@/features/articles/sample-section-page';

const section = findSampleSection('cannabis-corner')!;

export default function CannabisCornerRoute() {
  return <SampleSectionPage section={section} />;
}
