import { Navigate, useLocation } from 'react-router-dom';
import { CategoryLayout } from '@/components/layout/category-layout';
import { Seo } from '@/components/seo/seo';
import { categoryBySlug } from '@/config/categories';
import { paths } from '@/config/paths';
import { CategoryStories, NewStoriesButton, useCategoryRefresh } from '@/features/feeds/ui';
import { LOCAL_NEWS, LocalNewsStories } from '../local-news-stories';
import { RegionLinks } from '../region-links';

/** One module for the 15 live-news category pages; the category comes from the path. Local News also leads with the reader's region. */
export default function CategoryRoute() {
  const { pathname } = useLocation();
  useCategoryRefresh();
  const slug = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  const category = categoryBySlug(slug);
  if (!category) return <Navigate to={paths.notFound} replace />;

  const related = category.related.flatMap((s) => {
    const c = categoryBySlug(s);
    return c ? [{ label: c.name, to: paths.category(c.slug) }] : [];
  });
  const local = category.slug === LOCAL_NEWS;

  return (
    <>
      <Seo title={category.name} description={category.description} keywords={[category.label, 'Michigan', 'news']} />
      <NewStoriesButton />
      <CategoryLayout
        title={category.name}
        description={category.description}
        related={related}
        aside={local ? <RegionLinks idBase={`category-${category.slug}`} /> : undefined}
        adSlotId={`category-${category.slug}-sidebar`}
      >
        {local ? <LocalNewsStories statewide={category} /> : <CategoryStories key={category.slug} category={category} headingId="category-stories" />}
      </CategoryLayout>
    </>
  );
}
