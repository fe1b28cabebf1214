import { useLocation, useParams } from 'react-router-dom';
import { findSampleStory, relatedSampleArticles } from '@/content/sample-articles';
import { ArticleDetail } from '@/features/articles/article-detail';
import { MissingStory } from '@/features/articles/missing-story';

/** /state-news/:slug, /justice-watch/:slug and /cannabis-corner/:slug: the section is the first path segment. */
export default function SampleArticleRoute() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  const sectionSlug = pathname.split('/')[1] ?? '';
  const story = findSampleStory(sectionSlug, slug);
  if (!story) return <MissingStory />;
  return <ArticleDetail key={story.path} story={story} related={relatedSampleArticles(story)} />;
}
