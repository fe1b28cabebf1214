import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error/error-boundary';
import { ErrorPage } from '@/components/error/error-page';
import { site } from '@/config/site';
import { isChunkLoadError, reloadOnceForNewVersion } from './chunk-reload';

/** The last line: an error outside any page (header, footer, router) shows a plain page, not a blank screen. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      where="site"
      onError={(error) => {
        if (isChunkLoadError(error)) reloadOnceForNewVersion(error);
      }}
      fallback={() => (
        <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
          <header className="border-b border-slate-200 px-4 py-6 text-center dark:border-slate-800">
            <a href="/" className="font-serif text-3xl font-bold text-slate-900 dark:text-white">
              {site.name}
            </a>
          </header>
          <main id="main-content" className="flex-1">
            <ErrorPage onRetry={() => window.location.reload()} />
          </main>
          <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
            <a href="/">{site.name}</a> · <a href={`mailto:${site.editorEmail}`}>{site.editorEmail}</a>
          </footer>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
