import { useParams } from 'react-router-dom';
import { BlogPostPage } from '@/features/blog/blog-post-page';

export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  // Keyed by slug so moving between posts starts from a clean state.
  return <BlogPostPage key={slug} slug={slug} />;
}
