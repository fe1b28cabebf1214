import { findSampleSection } from '@/content/sample-articles';
import { SampleSectionPage } from '@/features/articles/sample-section-page';

const section = findSampleSection('justice-watch')!;

export default function JusticeWatchRoute() {
  return <SampleSectionPage section={section} />;
}
