/** The blog service's list pages: the pager, the list page, search and the build read them alike. */

/** Posts per page of the blog list (the service's page size and the site's). */
export const BLOG_PAGE_SIZE = 10;
