import { createContext, useContext, type MouseEvent } from 'react';
import { paths } from '@/config/paths';
import { downloadText } from '@/lib/download';
import { isPlainPress } from '@/lib/plain-press';
import { notify } from '@/lib/toast';

/** Builds the feed in the browser for the download fallback; provided by src/app (components don't import features). */
export type RssDownloadBuilder = () => Promise<{ xml: string; fileName: string }>;

export const RssDownloadContext = createContext<RssDownloadBuilder | null>(null);

/** Opens /rss.xml in a new tab; when a popup blocker refuses, builds the XML in the browser and downloads it. */
export async function openOrDownloadFeed(build: RssDownloadBuilder | null, win: Window = window): Promise<'opened' | 'downloaded' | 'failed'> {
  const opened = win.open(paths.rss, '_blank');
  if (opened) {
    try {
      opened.opener = null;
    } catch {
      /* cross-origin or closed: nothing to detach */
    }
    return 'opened';
  }
  if (!build) return 'failed';
  try {
    const { xml, fileName } = await build();
    downloadText(fileName, xml, 'application/rss+xml;charset=utf-8', win.document);
    notify.info('Feed downloaded', `Your browser blocked the new tab, so the feed was saved as ${fileName}.`);
    return 'downloaded';
  } catch (error) {
    console.error('[rss] could not build the feed for download', error);
    notify.error('Could not open the feed', `Open ${paths.rss} directly in your reader.`);
    return 'failed';
  }
}

/** How to subscribe: the link's title, and the footer's visible hint. Firefox saves RSS as a file instead of showing it. */
const RSS_SUBSCRIBE_HELP =
  "To subscribe, copy this link's address into your feed reader. Some browsers, such as Firefox, save the feed as a file instead of showing it.";

export function RssLink({ className, label = 'RSS feed', describedBy }: { className?: string; label?: string; describedBy?: string }) {
  const build = useContext(RssDownloadContext);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainPress(event)) return;
    event.preventDefault();
    void openOrDownloadFeed(build);
  }
  return (
    <a
      href={paths.rss}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={onClick}
      title={RSS_SUBSCRIBE_HELP}
      aria-describedby={describedBy}
      data-rss-control
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
        <circle cx="6" cy="18" r="2" />
        <path d="M4 10a10 10 0 0 1 10 10h-2.5A7.5 7.5 0 0 0 4 12.5zM4 4a16 16 0 0 1 16 16h-2.5A13.5 13.5 0 0 0 4 6.5z" />
      </svg>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
