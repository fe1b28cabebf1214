import { courtGagOrderArticle } from '@/content/court-articles';
import { CourtArticlePage } from '@/features/blog/court-article-page';

export default function CourtGagOrderRoute() {
  return <CourtArticlePage article={courtGagOrderArticle} />;
}
