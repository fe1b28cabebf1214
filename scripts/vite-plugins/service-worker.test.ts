import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheList } from './service-worker';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-test-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('the service worker\'s precache list', () => {
  it('holds the hashed build files (no revision: the name changes with the content), the app shell and the page files, with revisions', () => {
    const list = precacheList(
      dist({
        'assets/start-abc.js': 'js',
        'assets/index-def.css': 'css',
        'assets/report.json': '{}',
        'app-shell.html': '<html>shell</html>',
        'logo.svg': '<svg/>',
        'faq.html': '<html>faq</html>',
        'rss.xml': '<rss/>',
      }),
    );
    expect(list.filter((item) => item.revision === null).map((item) => item.url)).toEqual(['/assets/index-def.css', '/assets/start-abc.js']);
    expect(list.filter((item) => item.revision !== null).map((item) => item.url)).toEqual(['/app-shell.html', '/logo.svg']);
    // Pages are not precached (they are saved as they are visited, network first); nor is the feed.
    expect(list.some((item) => item.url === '/faq.html' || item.url === '/rss.xml')).toBe(false);
  });

  it('gives the app shell a new revision when it changes, so a new build replaces it', () => {
    const revision = (shell: string) => precacheList(dist({ 'assets/a-1.js': '', 'app-shell.html': shell })).find((item) => item.url === '/app-shell.html')!.revision;
    expect(revision('<html>one</html>')).not.toBe(revision('<html>two</html>'));
    expect(revision('<html>one</html>')).toBe(revision('<html>one</html>'));
  });
});
