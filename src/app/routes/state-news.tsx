import { findSampleSection } from '@/content/sample-articles';
import { SampleSectionPage } from '@/features/articles/sample-section-page';

const section = findSampleSection('state-news')!;

export default function StateNewsRoute() {
  return <SampleSectionPage section={section} />;
}
