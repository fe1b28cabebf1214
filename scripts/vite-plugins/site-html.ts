import type { Plugin } from 'vite';
import { site } from '../../src/config/site.ts';
import { escapeHtml } from '../../src/lib/escape.ts';


/** Fills index.html's %SITE_*% placeholders from src/config/site.ts, so the name lives in one place. */
export function siteHtmlPlugin(): Plugin {
  const values: Record<string, string> = {
    SITE_NAME: site.name,
    SITE_TAGLINE: site.tagline,
    SITE_DESCRIPTION: site.description,
  };
  return {
    name: 'site-html',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace(/%(SITE_[A-Z_]+)%/g, (match, key: string) => (key in values ? escapeHtml(values[key] ?? '') : match));
      },
    },
  };
}
