/**
 * UI: the feeds on screen. The React hooks that read a category's stories (cache first, then the
 * transport; held on screen until the reader asks for new ones), the order home loads its
 * categories in, and the components: sections, a category page's stories, the lead story, cards'
 * placeholders, "Show N new stories".
 */
export { ArticleCardSkeleton } from './article-card-skeleton';
export { CategoryStories } from './category-stories';
export { LeadStoryProvider, LiveFeaturedArticle, LiveNewsSection } from './live-sections';
export { NewStoriesButton } from './new-stories-button';
export { type NewsSectionVariant } from './news-section';
export { categoryArticlesQuery, useCategoryRefresh } from './use-category-articles';
export { useCategoryWaves } from './use-category-waves';
