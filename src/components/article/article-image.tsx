import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { responsiveSources, type ImageLayout } from '@/lib/image-sources';
import { useServedRender } from '@/lib/use-hydrated';
import { whenNear } from './near-pictures';

export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg';

/**
 * How long a resized picture that is on screen may take before the original is fetched beside it
 * (and shown if it arrives first): a resizer that hangs costs the reader at most this, then the
 * original (docs/adr/0011-responsive-pictures.md). A picture on screen in the served page counts
 * from the page's start, not from hydration.
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
 * The one article picture: fixed intrinsic size (a fallback never moves the page), no referrer,
 * lazy unless `eager`; `priority` (the page's largest picture) also asks for it first
 * (`fetchpriority="high"`, and the build's HTML preloads it). A lazy picture waits until it is
 * within a screen of the reader's view (`data-far` on its box, see near-pictures.ts), so a phone
 * does not fetch pictures far below the first screen that the reader may never scroll to.
 *
 * With a picture resizer configured (VITE_IMAGE_PROXY), an outside picture comes as a `srcset` of
 * resized widths with the `sizes` of its `layout`. A resized picture that fails falls back to the
 * original address once, and a failing original to the bundled default image (marked
 * `data-fallback`). A resized picture still not there 1 s after it came on screen has the original
 * fetched beside it; whichever arrives first is shown. Decorative by default (the heading carries
 * the meaning). The fallback state belongs to one picture: where a mounted page can change its
 * picture (a post's), give it `key={src}`.
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
  // Held until near the screen; the served page's held pictures are let go by index.html's script,
  // which may already have removed the attribute this render still names (it is not put back).
  const [near, setNear] = useState(!lazy);
  // Rendered during hydration: the picture has been loading since the page arrived.
  const served = useServedRender();
  const { width, height, shape } = VARIANTS[variant];

  // One failure moves one stage: the picture that failed was `from`'s. (The check below and the
  // error event can both see the first picture's failure, when it comes between the commit and this
  // effect; counted twice, a working original was skipped for the default picture.)
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

  // A slow resizer: once the picture is on screen and still loading after SLOW_RESIZER_MS, fetch the
  // original beside it and show it if it arrives first.
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
  // The box (its shape and the grey of a picture not yet there) is the wrapper's: a lazy picture
  // the served page holds back until the first picture is in (src/index.css) keeps its place.
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
