import { categoryShortLabel, type CategoryConfig } from '@/config/categories';
import { staffByline } from '@/config/site';
import type { Article } from '@/lib/article';

const NOTE = 'Live stories from our news sources could not be loaded just now. This is a placeholder; please check back in a few minutes.';

/** Fallback cards for a category whose feeds gave nothing: no outside link, the bundled stock image. */
export function placeholderArticles(category: CategoryConfig, count = 6): Article[] {
  const label = categoryShortLabel(category);
  const titles = [`Latest ${label} News`, `${label} Headlines`, `More ${label} Stories`, `${label} Updates`, `${label} in Focus`, `${label} Roundup`];
  return Array.from({ length: count }, (_, i) => ({
    id: `${category.slug}-placeholder-${i + 1}`,
    title: titles[i % titles.length]!,
    excerpt: NOTE,
    link: null,
    image: null,
    date: null,
    author: staffByline,
    category: category.label,
    categorySlug: category.slug,
    placeholder: true,
  }));
}
