/**
 * Netlify Scheduled Function: once an hour, requests a rebuild through the build hook in
 * REBUILD_HOOK_URL (a Functions-scoped environment variable), so the stories written into the HTML
 * stay fresh. edge/rebuild-hook.ts checks the hook and keeps its address out of the logs.
 *
 * In production Netlify runs it on its schedule only, never on a request to its URL.
 */
import { REBUILD_HOOK_ENV, rebuildResponse, triggerRebuild } from '../../edge/rebuild-hook';

export default async function rebuild(): Promise<Response> {
  return rebuildResponse(await triggerRebuild('netlify', process.env[REBUILD_HOOK_ENV]));
}

// Netlify reads this object without running the file. UTC; the same minute as deploy/rebuild.sh's cron.
export const config = { schedule: '17 * * * *' };
