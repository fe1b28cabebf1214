import { paths } from '@/config/paths';

/**
 * The site's RSS control: opens /rss.xml in a new tab. (The blocked-popup
 * download fallback is added with the RSS feature.)
 */
export function RssLink({ className, label = 'RSS feed' }: { className?: string; label?: string }) {
  return (
    <a href={paths.rss} target="_blank" rel="noopener" className={className}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
        <circle cx="6" cy="18" r="2" />
        <path d="M4 10a10 10 0 0 1 10 10h-2.5A7.5 7.5 0 0 0 4 12.5zM4 4a16 16 0 0 1 16 16h-2.5A13.5 13.5 0 0 0 4 6.5z" />
      </svg>
      {label}
    </a>
  );
}
