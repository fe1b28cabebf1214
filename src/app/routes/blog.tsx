import { BlogListPage } from '@/features/blog/blog-list-page';

export default function BlogRoute() {
  return <BlogListPage />;
}
