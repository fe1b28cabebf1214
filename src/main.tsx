import './index.css';

/*
 * The served HTML is already the page. Let the browser paint it before the
 * app's code is evaluated (src/start.tsx: React, the router, the page), so a
 * reader on a slow phone reads while the scripts compile. The code downloads
 * meanwhile: the build modulepreloads it.
 */
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
});
await import('./start');
