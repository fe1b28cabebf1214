/**
 * Vercel Function, run hourly by the Cron Job in vercel.json: requests a rebuild through the deploy
 * hook in REBUILD_HOOK_URL (edge/rebuild-hook.ts), so the stories written into the HTML stay fresh.
 *
 * The function's URL is public, so it answers only a request carrying Vercel's
 * `Authorization: Bearer {CRON_SECRET}`; with CRON_SECRET unset every request is refused. It reads
 * nothing else of the request. The `.js` in the import is what Node's ES modules need once Vercel
 * has compiled this file.
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
