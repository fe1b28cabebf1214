import { useEffect, useRef, useState } from 'react';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** True for an 11-character YouTube video id. */
export function isYoutubeId(value: unknown): value is string {
  return typeof value === 'string' && YOUTUBE_ID.test(value);
}

/**
 * The privacy-enhanced player address (youtube-nocookie.com). It autoplays
 * because it is only ever created when the reader has pressed play.
 */
function youtubePlayerUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

interface VideoFacadeProps {
  /** YouTube video id (11 characters). */
  readonly youtubeId: string;
  /** What the video is: the play button reads "Play video: {title}" and the player is titled with it. */
  readonly title: string;
  /** The player frame's title, when it should say more than `title` (e.g. "Related video: …"). */
  readonly frameTitle?: string;
  /** Box shape: 16:9 for ordinary videos, 9:16 for Shorts. */
  readonly shape?: 'landscape' | 'portrait';
  readonly className?: string;
}

/**
 * Click-to-play YouTube video: nothing is requested from YouTube until play is pressed, and a
 * button of the player's exact size holds its place so nothing shifts when it arrives.
 */
export function VideoFacade({ youtubeId, title, frameTitle = title, shape = 'landscape', className = '' }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const box = shape === 'portrait' ? 'aspect-[9/16]' : 'aspect-video';

  return (
    <div className={`relative w-full overflow-hidden rounded-lg bg-slate-900 ${box} ${className}`} data-testid="video-facade">
      {playing ? (
        <iframe
          ref={frame}
          src={youtubePlayerUrl(youtubeId)}
          title={frameTitle}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-800 to-slate-900 p-4 text-center text-white"
        >
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-accent-600 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none"
          >
            <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span className="line-clamp-3 font-semibold">Play video: {title}</span>
        </button>
      )}
    </div>
  );
}

/** The sentence shown under every embedded video; it matches what the privacy policy promises. */
export const VIDEO_PRIVACY_NOTE = 'Plays from YouTube’s privacy-enhanced domain (youtube-nocookie.com), and only after you press play.';
