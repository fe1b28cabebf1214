import { existsSync } from 'node:fs';

/** The system Chromium (Debian's `chromium`); never a downloaded browser. `CHROMIUM_PATH` wins. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  throw new Error('No system Chromium found. Install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.');
}

/** Flags for headless Chromium on a machine whose only network is loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
