/**
 * Netlify Scheduled Function: once an hour, asks Netlify to build and deploy the site again
 * through the site's build hook, so the stories the build writes into the HTML of home and the
 * category pages (`FEED_SNAPSHOT = "on"` in netlify.toml) are never much more than an hour old.
 *
 * The hook's address is the environment variable REBUILD_HOOK_URL (Project configuration >
 * Environment variables, with the Functions scope), e.g. `https://api.netlify.com/build_hooks/<id>`
 * (Build & deploy > Continuous deployment > Build hooks). edge/rebuild-hook.ts checks that it is a
 * Netlify build hook and nothing else, POSTs it once with a time limit, and logs the outcome
 * without the address. Unset: a warning in the function's log, and no request.
 *
 * Netlify runs a scheduled function on its schedule only, on published deploys; a request to its
 * URL does not run it in production (`netlify serve` runs it on request, for tests). It reads
 * nothing from the request either way.
 */
import { REBUILD_HOOK_ENV, rebuildResponse, triggerRebuild } from '../../edge/rebuild-hook';

export default async function rebuild(): Promise<Response> {
  return rebuildResponse(await triggerRebuild('netlify', process.env[REBUILD_HOOK_ENV]));
}

// Netlify reads this object without running the file: the schedule is written out (UTC, minute 17
// of every hour, as deploy/rebuild.sh's cron).
export const config = { schedule: '17 * * * *' };
