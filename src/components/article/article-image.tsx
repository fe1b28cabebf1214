import { useState } from 'react';

export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg';

/**
 * Lazy image with a fixed aspect ratio; a missing or broken source swaps to the
 * bundled default image. Decorative by default (the card's heading carries the meaning).
 */
export function ArticleImage({ src, alt = '', className = '', eager = false }: { src: string | null | undefined; alt?: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const effective = !src || failed ? DEFAULT_ARTICLE_IMAGE : src;
  return (
    <img
      src={effective}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={800}
      height={450}
      referrerPolicy="no-referrer"
      onError={() => {
        if (!failed) setFailed(true);
      }}
      className={`aspect-video w-full bg-slate-200 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
