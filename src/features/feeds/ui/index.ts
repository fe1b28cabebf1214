/** UI: the feeds on screen: the hooks that read a category's stories, home's load order, and the components. */
export { ArticleCardSkeleton } from './article-card-skeleton';
export { LeadStoryProvider, LiveFeaturedArticle, LiveNewsSection } from './live-sections';
export { NewStoriesButton } from './new-stories-button';
export { SavedAge, type NewsSectionVariant } from './news-section';
export { categoryArticlesQuery, useCategoryArticles, useCategoryRefresh, type CategoryArticlesState } from './use-category-articles';
export { useCategoryWaves } from './use-category-waves';
