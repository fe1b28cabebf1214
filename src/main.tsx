import './index.css';

/*
 * The served HTML is already the page. Let the browser paint it before the
 * app's code is downloaded and evaluated (src/start.tsx: React, the router,
 * the page), so a reader on a slow phone reads while the scripts arrive. Right
 * after that first frame, the chunks the build listed for this page
 * (<meta name="route-chunks">) are preloaded together, so hydration waits for
 * one round trip, not a chain of imports.
 */
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
});
for (const file of document.querySelector<HTMLMetaElement>('meta[name="route-chunks"]')?.content.split(' ') ?? []) {
  // Only the build's own files: a path on this origin.
  if (!/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}
await import('./start');
