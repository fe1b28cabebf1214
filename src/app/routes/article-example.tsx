import { articleExample } from '@/content/article-example';
import { relatedSampleArticles } from '@/content/sample-articles';
import { ArticleDetail } from '@/features/articles/article-detail';

const related = relatedSampleArticles(articleExample);

export default function ArticleExampleRoute() {
  return <ArticleDetail story={articleExample} related={related} sampleNote="the format of the site's article pages" />;
}
