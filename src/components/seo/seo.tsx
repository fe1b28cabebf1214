import { useSyncExternalStore } from 'react';
import { Helmet } from 'react-helmet-async';
import { isShownPath, onShownPath } from '@/lib/page-shown';
import { useLocation } from 'react-router-dom';
import { absoluteUrl, env } from '@/config/env';
import { pageTitle, site } from '@/config/site';
import { useSiteOrigin } from './use-site-origin';
import { organizationJsonLd, serializeJsonLd, websiteJsonLd, type JsonLd } from './json-ld';

interface SeoProps {
  /** Page title without the site name; rendered as "{title} | {site name}". */
  readonly title: string;
  readonly description: string;
  /** Required so no page can leave them out; pages without their own pass `site.keywords`. */
  readonly keywords: readonly string[] | string;
  /** Canonical path or absolute URL. Defaults to the current path. Pass `false` to omit. */
  readonly canonical?: string | false;
  /** Absolute or site-relative image for social cards. */
  readonly image?: string | null;
  readonly type?: 'website' | 'article';
  readonly noindex?: boolean;
  /** Extra JSON-LD blocks (Organization and WebSite are always present). */
  readonly jsonLd?: readonly JsonLd[];
  /** Open Graph article fields. */
  readonly article?: {
    readonly publishedTime?: string;
    readonly modifiedTime?: string;
    readonly section?: string;
    readonly tags?: readonly string[];
    readonly author?: string;
  };
}

/** The one component that owns the document head. */
export function Seo({ title, description, keywords, canonical, image, type = 'website', noindex = false, jsonLd = [], article }: SeoProps) {
  const location = useLocation();
  const origin = useSiteOrigin();
  // The page just left, hidden a moment before it is removed (PageOutlet), leaves the head to the new one.
  const shown = useSyncExternalStore(onShownPath, () => isShownPath(location.pathname), () => true);
  const fullTitle = pageTitle(title);
  const canonicalUrl = canonical === false ? null : absoluteUrl(canonical ?? location.pathname, origin);
  const imageUrl = absoluteUrl(image ?? site.defaultImagePath, origin);
  const keywordText = typeof keywords === 'string' ? keywords : keywords.filter(Boolean).join(', ');
  const blocks: JsonLd[] = [organizationJsonLd(origin), websiteJsonLd(origin), ...jsonLd];
  if (!shown) return null;

  return (
    // The page's language is index.html's own, not set here: setting it again, even to the same
    // value, makes the browser recompute the style of every element, a long task on a phone.
    <Helmet prioritizeSeoTags>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywordText ? <meta name="keywords" content={keywordText} /> : null}
      {/* A build without VITE_SITE_URL is not the production site: keep it out of search engines. */}
      <meta name="robots" content={noindex || !env.siteUrl ? 'noindex, nofollow' : 'index, follow'} />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      <link rel="alternate" type="application/rss+xml" title={`${site.name} RSS feed`} href={absoluteUrl('/rss.xml', origin)} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonicalUrl ? <meta property="og:url" content={canonicalUrl} /> : null}
      <meta property="og:image" content={imageUrl} />
      {article?.publishedTime ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article?.modifiedTime ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      {article?.section ? <meta property="article:section" content={article.section} /> : null}
      {article?.author ? <meta property="article:author" content={article.author} /> : null}
      {(article?.tags ?? []).map((tag) => (
        <meta key={`tag-${tag}`} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {blocks.map((block, index) => (
        <script key={`ld-${index}`} type="application/ld+json">
          {serializeJsonLd(block)}
        </script>
      ))}
    </Helmet>
  );
}
