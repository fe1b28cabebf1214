/**
 * The build's entry: renders one route to HTML with the same components the browser hydrates. The
 * head tags React hoists from each page's Seo component are returned apart from the body, and the
 * data the page was rendered with travels as page data (src/lib/page-data.ts). Runs in Node, in
 * Vite's module runner.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { preloadLayout, RootLayout, RouteLoading } from '@/components/layout/root-layout';
import { setQueryClientForRender } from '@/components/layout/query-provider';
import { Seo } from '@/components/seo/seo';
import { site } from '@/config/site';
import { createQueryClient } from '@/lib/query-client';
import type { PageData } from '@/lib/page-data';
import { App } from './app';
import { matchRoute } from './preload-route';

export interface RenderedPage {
  /** Tags React hoisted for the document head: <title>, <meta>, <link>. */
  readonly head: string;
  /** The markup that goes inside <div id="root">. */
  readonly body: string;
  readonly pageData: PageData;
}

async function toHtml(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // No progressive chunking: a static page has no stream to start early, and an outlined boundary
  // would need an inline script to swap its content in.
  const { prelude } = await prerender(element, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

/** The tags at the start of a render that React hoists (everything before the layout's root element). */
const HOISTED = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)*/;

export function splitHoisted(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

async function renderTree(element: ReactNode, path: string | null, queries?: PageData['queries']): Promise<RenderedPage> {
  const errors: unknown[] = [];
  const html = await toHtml(element, (error) => errors.push(error));
  if (errors.length > 0) throw new Error(`[prerender] ${path ?? 'app shell'} failed to render: ${String(errors[0] instanceof Error ? errors[0].stack : errors[0])}`);
  // Everything is loaded before rendering, so nothing may suspend: a suspended boundary would be written
  // as a fallback plus an inline script that swaps the content in, which the CSP (rightly) blocks.
  if (/<!--\$[?!]-->|<template id="B:/.test(html)) throw new Error(`[prerender] ${path ?? 'app shell'}: part of the page suspended while rendering; load it before rendering (see preloadRoute)`);
  const { head, body } = splitHoisted(html);
  return { head, body, pageData: { path, ...(queries ? { queries } : {}) } };
}

/**
 * Renders the page at `path` with its data from the route's `prefetch` and the build's `prepare`
 * (the feed snapshot). Throws when the path is not a route or the render fails.
 */
export async function renderPage(path: string, { prepare }: { prepare?: (client: QueryClient) => Promise<void> } = {}): Promise<RenderedPage> {
  const match = matchRoute(path);
  if (!match) throw new Error(`[prerender] no route for ${path}`);
  const client = createQueryClient();
  setQueryClientForRender(client);
  await Promise.all([preloadLayout(), match.entry.page.preload(), prepare?.(client)]);
  if (match.entry.prefetch) await match.entry.prefetch(match.params, client, new URLSearchParams());
  const page = await renderTree(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
    path,
    dehydrate(client),
  );
  client.clear();
  // Only successful queries travel: a failed one would show its error at first render.
  return page;
}

/**
 * The app shell served for paths without a file of their own: the layout around a loading
 * <main>. The browser renders over it rather than hydrating it (src/start.tsx).
 */
export async function renderAppShell(): Promise<RenderedPage> {
  setQueryClientForRender(createQueryClient());
  await preloadLayout();
  return renderTree(
    <StaticRouter location="/">
      <RootLayout>
        <Seo title={site.tagline} description={site.description} keywords={site.keywords} canonical={false} />
        <RouteLoading />
      </RootLayout>
    </StaticRouter>,
    null,
  );
}
