import { BLOG_PAGE_SIZE } from '@/contracts/blog';

/** Pages needed for `total` posts: ceil(total / size); 0 for none. */
export function totalPages(total: number, pageSize = BLOG_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** `?page=` → a page number ≥ 1 (anything unreadable is page 1). */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number.parseInt(value, 10));
}

/** How many pages the pager knows of; without a total, a next page is assumed while full pages come back. */
export function knownPageCount(page: number, total: number | null, postsOnPage: number, pageSize = BLOG_PAGE_SIZE): number {
  if (total !== null) return totalPages(total, pageSize);
  return postsOnPage >= pageSize ? page + 1 : postsOnPage > 0 ? page : Math.max(0, page - 1);
}

/** A window of up to `size` consecutive page numbers around `current`, clamped to 1..count. */
export function pageWindow(current: number, count: number, size = 5): number[] {
  if (count <= 0) return [];
  const width = Math.min(size, count);
  const half = Math.floor(width / 2);
  const start = Math.min(Math.max(1, current - half), count - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}
