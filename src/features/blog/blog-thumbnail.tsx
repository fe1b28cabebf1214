import { useState } from 'react';

const FALLBACK = '/images/default-article.svg';

/** A small round, lazily loaded thumbnail; a broken image swaps to the default picture. */
export function BlogThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK : src}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      data-fallback={failed || undefined}
      onError={() => {
        if (!failed) setFailed(true);
      }}
      className="h-16 w-16 shrink-0 rounded-full bg-slate-200 object-cover sm:h-20 sm:w-20 dark:bg-slate-800"
    />
  );
}
