import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { workerBuild } from './service-worker';

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

describe('the service worker\'s build facts', () => {
  const site = {
    'assets/start-abc.js': 'js',
    'assets/index-def.css': 'css',
    'assets/report.json': '{}',
    'app-shell.html': '<html>shell</html>',
    'logo.svg': '<svg/>',
    'faq.html': '<html>faq</html>',
    'rss.xml': '<rss/>',
  };

  it('names the fixed files the build has (the worker keeps them as pages ask for them); nothing is precached', () => {
    expect(workerBuild(dist(site)).siteFiles).toEqual(['/logo.svg']);
    expect(workerBuild(dist({ ...site, 'favicon.svg': '<svg/>', 'icons/icon-192.png': 'png' })).siteFiles).toEqual(['/favicon.svg', '/logo.svg', '/icons/icon-192.png']);
  });

  it('gives a new build id when a hashed file, the app shell or a fixed file changes, and the same id to the same build', () => {
    const id = (changes: Record<string, string>) => workerBuild(dist({ ...site, ...changes })).id;
    const same = id({});
    expect(id({})).toBe(same);
    expect(id({ 'assets/start-xyz.js': 'js' })).not.toBe(same);
    expect(id({ 'app-shell.html': '<html>two</html>' })).not.toBe(same);
    expect(id({ 'logo.svg': '<svg viewBox="0 0 1 1"/>' })).not.toBe(same);
    // Pages and the feed are not part of it: they are saved as they are visited, network first.
    expect(id({ 'faq.html': '<html>new faq</html>', 'rss.xml': '<rss>new</rss>' })).toBe(same);
  });
});
