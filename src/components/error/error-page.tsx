import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { pageTitle, site } from '@/config/site';

interface ErrorPageProps {
  readonly onRetry: () => void;
  readonly title?: string;
  readonly message?: string;
}

/**
 * What a reader sees when a page fails to render or load: a plain message,
 * "Try again" and a way home. Focus moves to the heading so screen-reader and
 * keyboard users land on the message.
 */
export function ErrorPage({ onRetry, title = 'This page could not be shown', message }: ErrorPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center" role="alert">
      {/* React hoists these into the head. Not the Seo component: this page must render with no
          more code than the first script (it is shown when a page's code cannot be loaded). */}
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="keywords" content={site.keywords.join(', ')} />
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold text-slate-900 focus:outline-none dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        {message ?? 'Something went wrong on our side while showing it. Trying again usually works; if it does not, the home page has the latest news.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={onRetry}>
          Try again
        </button>
        <a href={paths.home} className="btn-secondary">
          Go to the home page
        </a>
      </div>
    </div>
  );
}
