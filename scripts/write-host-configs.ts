/**
 * Writes the feed route into every host's config from the catalogue
 * (scripts/host-configs.ts): deploy/nginx-feeds.conf, the generated blocks of
 * public/_redirects and public/_headers, and vercel.json. `npm run build` runs
 * it first, so a feed added to src/config/categories.ts or regions.ts reaches
 * every host; commit the files it changes (Vercel reads vercel.json before
 * building). It first checks the regions table (scripts/prerender/check-regions.ts).
 *
 *   npx tsx scripts/write-host-configs.ts           # write what changed
 *   npx tsx scripts/write-host-configs.ts --check   # exit 1 when a file is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feedRoutes } from '../src/config/feed-routes';
import { imageAllowlist } from '../src/config/image-hosts';
import { hostConfigFiles } from './host-configs';
import { assertRegions } from './prerender/check-regions';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const check = process.argv.includes('--check');
// The regions table feeds the routes written below: a slip in it stops `npm run build` here, first.
try {
  assertRegions();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const routes = feedRoutes();
const stale: string[] = [];
for (const [path, text] of Object.entries(hostConfigFiles(read, routes, imageAllowlist()))) {
  let current = '';
  try {
    current = read(path);
  } catch {
    // a missing file is out of date
  }
  if (current === text) continue;
  stale.push(path);
  if (!check) writeFileSync(join(root, path), text);
}
if (check && stale.length > 0) {
  console.error(`[feed routes] out of date with src/config/categories.ts: ${stale.join(', ')}. Run: npx tsx scripts/write-host-configs.ts`);
  process.exit(1);
}
console.log(
  stale.length > 0
    ? `[feed routes] ${routes.length} feeds; updated ${stale.join(', ')} (commit them)`
    : `[feed routes] ${routes.length} feeds; host configs up to date`,
);
