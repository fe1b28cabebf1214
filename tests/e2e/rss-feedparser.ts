import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads a feed with a real RSS client: Debian's python3-feedparser (installed
 * by scripts/setup-test-deps.sh). Debian's /usr/bin/python3 is preferred
 * because a `python3` earlier on PATH (pyenv) may lack the module.
 */
export interface ParsedFeed {
  bozo: boolean;
  bozoException: string | null;
  version: string;
  title: string;
  link: string;
  language: string | null;
  ttl: string | null;
  image: string | null;
  tags: string[];
  /** The channel's lastBuildDate as the reader read it (UTC, 'YYYY-MM-DDTHH:MM:SSZ'). */
  updatedUtc: string | null;
  /** `publishedUtc`: the item's pubDate as the reader read it (UTC, 'YYYY-MM-DDTHH:MM:SSZ'). */
  items: Array<{ title: string; link: string; id: string; guidIsLink: boolean; published: string | null; publishedUtc: string | null; year: number | null; author: string | null; tags: string[]; summary: string; enclosures: Array<{ href: string; type: string; length: string }> }>;
}

const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

const SCRIPT = `
import json, sys, time, feedparser
d = feedparser.parse(sys.argv[1])
f = d.feed
def year(e):
    p = e.get('published_parsed')
    return p.tm_year if p else None
def utc(p):
    return time.strftime('%Y-%m-%dT%H:%M:%SZ', p) if p else None
print(json.dumps({
  'bozo': bool(d.bozo),
  'bozoException': str(d.get('bozo_exception')) if d.bozo else None,
  'version': d.version,
  'title': f.get('title', ''),
  'link': f.get('link', ''),
  'language': f.get('language'),
  'ttl': f.get('ttl'),
  'image': (f.get('image') or {}).get('href'),
  'tags': [t.get('term') for t in f.get('tags', [])],
  'updatedUtc': utc(f.get('updated_parsed')),
  'items': [{
    'title': e.get('title', ''),
    'link': e.get('link', ''),
    'id': e.get('id', ''),
    'guidIsLink': bool(e.get('guidislink')),
    'published': e.get('published'),
    'publishedUtc': utc(e.get('published_parsed')),
    'year': year(e),
    'author': e.get('author'),
    'tags': [t.get('term') for t in e.get('tags', [])],
    'summary': e.get('summary', ''),
    'enclosures': [{'href': x.get('href'), 'type': x.get('type'), 'length': x.get('length')} for x in e.get('enclosures', [])],
  } for e in d.entries],
}))
`;

export function parseFeed(xml: string): ParsedFeed {
  const dir = mkdtempSync(join(tmpdir(), 'rss-check-'));
  const file = join(dir, 'feed.xml');
  writeFileSync(file, xml);
  const out = execFileSync(PYTHON, ['-c', SCRIPT, file], { encoding: 'utf8' });
  return JSON.parse(out) as ParsedFeed;
}
