/**
 * The blog's door for code outside src/app (the build's scripts): the service's client settings and
 * the list fetcher. The app's routes use the blog's files directly.
 */
export { blogConfigFromEnv } from './blog-config';
export { fetchBlogList } from './get-blog-list';
