import { isSitePath, safeHttpUrl } from '@/lib/safe-url';
import { BREAKING_DEFAULT_TEXT, site, type BreakingNewsSetting } from './site';

/**
 * The home page's "Breaking" banner: the editors' setting (src/config/site.ts) checked once, and
 * what the banner says at a given moment. The build refuses a setting it cannot show (an empty
 * line, a link that is neither a site path nor an http(s) address, an end it cannot read), so a
 * mistake stops the deploy instead of reaching readers.
 */
export interface BreakingNews {
  readonly text: string;
  /** Where the line leads: a site path or an absolute http(s) URL; null without a link. */
  readonly link: { readonly href: string; readonly external: boolean } | null;
  /** The moment (ms since the epoch) after which the default line shows again; null: no end. */
  readonly until: number | null;
}

/** The longest line a banner may carry: one or two lines on a phone, a headline, not an article. */
export const BREAKING_TEXT_MAX = 200;

/** An ISO 8601 date and time with an explicit offset or Z: an end date means the same moment everywhere. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

class BreakingNewsSettingError extends Error {
  constructor(message: string) {
    super(`site.breakingNews in src/config/site.ts: ${message}`);
    this.name = 'BreakingNewsSettingError';
  }
}

/** Checks the editors' setting; throws a BreakingNewsSettingError saying what to fix. */
export function readBreakingNews(setting: BreakingNewsSetting): BreakingNews {
  const text = typeof setting?.text === 'string' ? setting.text.replace(/\s+/g, ' ').trim() : '';
  if (!text) throw new BreakingNewsSettingError('the banner\'s text is empty. Write the line readers should see (or restore BREAKING_DEFAULT_TEXT).');
  if (text.length > BREAKING_TEXT_MAX) throw new BreakingNewsSettingError(`the banner's text is ${text.length} characters; keep it to ${BREAKING_TEXT_MAX} or fewer.`);

  let link: BreakingNews['link'] = null;
  if (setting.link !== undefined && setting.link !== '') {
    const raw = String(setting.link).trim();
    if (isSitePath(raw)) link = { href: raw, external: false };
    else {
      const href = /^https?:\/\//i.test(raw) ? safeHttpUrl(raw) : null;
      if (!href) throw new BreakingNewsSettingError(`link "${raw}" is neither a path on this site ('/politics') nor an http(s) address.`);
      link = { href, external: true };
    }
  }

  let until: number | null = null;
  if (setting.until !== undefined && setting.until !== '') {
    const raw = String(setting.until).trim();
    const time = ISO_WITH_OFFSET.test(raw) ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(time)) throw new BreakingNewsSettingError(`until "${raw}" is not a date and time with its offset, e.g. '2026-12-01T18:00:00-05:00'.`);
    until = time;
  }
  return { text, link, until };
}

/** True once the editors' line has run its course (its end has passed). */
export function breakingNewsEnded(news: BreakingNews, now: number): boolean {
  return news.until !== null && now >= news.until;
}

/** The default line, shown once the editors' line has ended. */
export const DEFAULT_BREAKING_NEWS: BreakingNews = { text: BREAKING_DEFAULT_TEXT, link: null, until: null };

/**
 * The banner as this build publishes it. The build checks the setting first (siteHtmlPlugin) and
 * stops on a mistake; should an unchecked setting reach a page anyway, the page shows the default
 * line and says why in the console instead of failing.
 */
export function configuredBreakingNews(): BreakingNews {
  try {
    return readBreakingNews(site.breakingNews);
  } catch (error) {
    console.error('[breaking-news] showing the default line:', error instanceof Error ? error.message : error);
    return DEFAULT_BREAKING_NEWS;
  }
}
