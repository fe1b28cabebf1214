import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { responsiveSources, type ImageLayout } from '@/lib/image-sources';
import { useServedRender } from '@/lib/use-hydrated';
import { whenNear } from './near-pictures';

export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg';

/**
 * How long a resized picture on screen may take before the original is fetched beside it, so a
 * hanging resizer costs the reader at most this (docs/adr/0011-responsive-pictures.md).
 */
export const SLOW_RESIZER_MS = 1000;

const VARIANTS = {
  /** A 16:9 picture the width of its box: cards and a post's own image. */
  wide: { width: 800, height: 450, shape: 'aspect-video w-full' },
  /** A small round thumbnail beside a list entry. */
  thumbnail: { width: 80, height: 80, shape: 'h-16 w-16 shrink-0 rounded-full sm:h-20 sm:w-20' },
} as const;

/** What the picture shows: the resizer's copy, the publisher's original, or the bundled default. */
type Stage = 'resized' | 'original' | 'default';

const NEXT: Record<Stage, Stage> = { resized: 'original', original: 'default', default: 'default' };

/**
 * The one article picture: fixed intrinsic size so a fallback never moves the page, no referrer,
 * lazy unless `eager`; `priority` marks the page's largest picture, asked for first. A lazy
 * picture waits until it is within a screen of the view (near-pictures.ts), so a phone does not
 * fetch pictures the reader may never scroll to.
 *
 * With a resizer configured, an outside picture comes as a `srcset` sized for its `layout`; a
 * failing resized picture falls back to the original, then to the bundled default, and a slow one
 * races the original (SLOW_RESIZER_MS). Decorative by default: the heading carries the meaning.
 * The fallback state belongs to one picture, so where a page can change its picture, key it by `src`.
 */
export function ArticleImage({
  src,
  alt = '',
  className = '',
  eager = false,
  priority = false,
  variant = 'wide',
  layout = variant === 'thumbnail' ? 'thumbnail' : 'card',
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  variant?: keyof typeof VARIANTS;
  layout?: ImageLayout;
}) {
  const sources = responsiveSources(env.imageProxy, src, layout);
  const [stage, setStage] = useState<Stage>(!src ? 'default' : sources ? 'resized' : 'original');
  const ref = useRef<HTMLImageElement>(null);
  const box = useRef<HTMLSpanElement>(null);
  const lazy = !(eager || priority);
  // Held until near the screen. index.html's script may already have released a served picture;
  // the attribute it removed is not put back.
  const [near, setNear] = useState(!lazy);
  // Rendered during hydration: the picture has been loading since the page arrived.
  const served = useServedRender();
  const { width, height, shape } = VARIANTS[variant];

  // One failure moves one stage, from `from` only: the check below and the error event can both
  // see the same failure, and counting it twice would skip a working original.
  const failed = (from: Stage) => setStage((s) => (s === from ? NEXT[s] : s));
  // An answer that came before hydration raised no React event: a broken picture is seen here.
  const initialStage = useRef(stage).current;
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') !== DEFAULT_ARTICLE_IMAGE) failed(initialStage);
  }, [initialStage]);

  useEffect(() => {
    if (near || !box.current) return;
    return whenNear(box.current, () => setNear(true));
  }, [near]);

  useEffect(() => {
    const img = ref.current;
    if (stage !== 'resized' || !img || !src || img.complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let probe: HTMLImageElement | null = null;
    const settle = () => {
      clearTimeout(timer);
      if (probe) probe.src = '';
      probe = null;
    };
    const race = () => {
      if (img.complete) return;
      probe = new Image();
      probe.referrerPolicy = 'no-referrer';
      probe.onload = () => {
        if (!img.complete) setStage('original');
      };
      probe.src = src;
    };
    const start = (since: number) => {
      timer ??= setTimeout(race, Math.max(0, SLOW_RESIZER_MS - (performance.now() - since)));
    };
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'undefined') start(performance.now());
    else {
      let first = true;
      observer = new IntersectionObserver((entries) => {
        const onScreen = entries.some((e) => e.isIntersecting);
        // On screen in the served page: loading since the page's start (time 0).
        if (onScreen) {
          observer?.disconnect();
          start(first && served ? 0 : performance.now());
        }
        first = false;
      });
      observer.observe(img);
    }
    img.addEventListener('load', settle);
    return () => {
      observer?.disconnect();
      img.removeEventListener('load', settle);
      if (probe) probe.onload = null;
      settle();
    };
  }, [stage, src, served]);

  const shown = stage === 'resized' && sources ? sources : { src: stage === 'original' && src ? src : DEFAULT_ARTICLE_IMAGE, srcSet: undefined, sizes: undefined };
  // The box carries the shape and grey, so a picture the served page holds back keeps its place.
  return (
    <span ref={box} data-picture data-far={near ? undefined : ''} className={`block overflow-hidden ${shape} bg-slate-200 dark:bg-slate-800 ${className}`}>
      <img
        ref={ref}
        src={shown.src}
        srcSet={shown.srcSet}
        sizes={shown.sizes}
        alt={alt}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        width={width}
        height={height}
        referrerPolicy="no-referrer"
        data-fallback={src && stage !== (sources ? 'resized' : 'original') ? stage : undefined}
        onError={() => failed(stage)}
        className="h-full w-full object-cover"
      />
    </span>
  );
}
