import { useState } from 'react';

export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg';

const VARIANTS = {
  /** A 16:9 picture the width of its box: cards and a post's own image. */
  wide: { width: 800, height: 450, shape: 'aspect-video w-full' },
  /** A small round thumbnail beside a list entry. */
  thumbnail: { width: 80, height: 80, shape: 'h-16 w-16 shrink-0 rounded-full sm:h-20 sm:w-20' },
} as const;

/**
 * The one article picture: lazy unless `eager`, fixed intrinsic size, no
 * referrer; a missing or broken source swaps to the bundled default image
 * (marked `data-fallback`). Decorative by default (the heading carries the meaning).
 */
export function ArticleImage({
  src,
  alt = '',
  className = '',
  eager = false,
  variant = 'wide',
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  eager?: boolean;
  variant?: keyof typeof VARIANTS;
}) {
  const [failed, setFailed] = useState(false);
  const effective = !src || failed ? DEFAULT_ARTICLE_IMAGE : src;
  const { width, height, shape } = VARIANTS[variant];
  return (
    <img
      src={effective}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={width}
      height={height}
      referrerPolicy="no-referrer"
      data-fallback={failed || undefined}
      onError={() => {
        if (!failed) setFailed(true);
      }}
      className={`${shape} bg-slate-200 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
