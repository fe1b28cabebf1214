import { ArticleCard } from '@/components/article/article-card';
import { ArticleGrid, CategoryLayout, type RelatedLink } from '@/components/layout/category-layout';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { sampleSections, type SampleSection } from '@/content/sample-articles';

/** A fixed section (/state-news, /justice-watch, /cannabis-corner): six sample articles in the category layout. */
export function SampleSectionPage({ section }: { section: SampleSection }) {
  const related: RelatedLink[] = [
    ...sampleSections.filter((s) => s.slug !== section.slug).map((s) => ({ label: s.title, to: `/${s.slug}` })),
    { label: 'Local News', to: paths.category('local-news') },
    { label: 'Politics', to: paths.category('politics') },
    { label: 'Frequently asked questions', to: paths.faq },
  ];
  return (
    <>
      <Seo
        title={section.title}
        description={section.description}
        keywords={[section.title, 'Michigan', ...new Set(section.stories.flatMap((s) => s.tags))].slice(0, 12)}
      />
      <CategoryLayout title={section.title} description={section.description} related={related} adSlotId={`ad-${section.slug}`}>
        <h2 className="sr-only">Articles</h2>
        <ArticleGrid label={`${section.title} articles`}>
          {section.articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} headingLevel={3} eagerImage={index < 3} priorityImage={index === 0} />
          ))}
        </ArticleGrid>
      </CategoryLayout>
    </>
  );
}
