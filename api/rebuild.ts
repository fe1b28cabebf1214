/**
 * Vercel Function, run by the Cron Job in vercel.json (`crons`, hourly, production only): asks
 * Vercel to build and deploy the site again through the project's deploy hook, so the stories the
 * build writes into the HTML of home and the category pages (FEED_SNAPSHOT, on in vercel.json's
 * build command) are never much more than an hour old.
 *
 * Project settings > Environment Variables (Production):
 * - CRON_SECRET: a random string of at least 16 characters. Vercel sends it to its Cron Jobs as
 *   `Authorization: Bearer {CRON_SECRET}`; any request without it is a 401 and requests nothing
 *   (the function's URL is public). Unset, every request is refused.
 * - REBUILD_HOOK_URL: the deploy hook (Settings > Git > Deploy Hooks),
 *   `https://api.vercel.com/v1/integrations/deploy/prj_…/…`. edge/rebuild-hook.ts checks that it
 *   is a Vercel deploy hook and nothing else, POSTs it once with a time limit, and logs the outcome
 *   without the address.
 *
 * It reads nothing of the request but that header. The `.js` in the import is what Node's ES
 * modules need once Vercel has compiled this file (package.json is `"type": "module"`).
 */
import { bearerMatches, REBUILD_HOOK_ENV, rebuildResponse, triggerRebuild } from '../edge/rebuild-hook.js';

export async function GET(request: Request): Promise<Response> {
  const secret = process.env.CRON_SECRET;
  if (!bearerMatches(request.headers.get('authorization'), secret)) {
    if (!secret) console.error('[rebuild] CRON_SECRET is not set: every request is refused, the Cron Job\'s too; set it in the project\'s environment variables');
    return new Response('Unauthorized\n', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer' } });
  }
  return rebuildResponse(await triggerRebuild('vercel', process.env[REBUILD_HOOK_ENV]));
}
