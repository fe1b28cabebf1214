import { featuredStory } from '@/content/featured-story';
import { FeaturedStoryPage } from '@/features/articles/featured-story-page';

export default function FeaturedStoryRoute() {
  return <FeaturedStoryPage story={featuredStory} />;
}
