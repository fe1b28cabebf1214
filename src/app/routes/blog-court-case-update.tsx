import { courtCaseUpdateArticle } from '@/content/court-articles';
import { CourtArticlePage } from '@/features/blog/court-article-page';

export default function CourtCaseUpdateRoute() {
  return <CourtArticlePage article={courtCaseUpdateArticle} />;
}
