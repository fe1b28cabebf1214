#!/usr/bin/env bash
# Rebuilds the site from this checkout and swaps it into place atomically, so
# rss.xml, sitemap.xml and the prerendered blog pages pick up new posts.
# Usage (e.g. hourly from cron): deploy/rebuild.sh /srv/civic-ledger/dist
# Reads the VITE_* settings from the environment or .env.production.
set -euo pipefail
target="${1:?usage: deploy/rebuild.sh <published dist folder>}"
cd "$(dirname "$0")/.."
git pull --ff-only --quiet || echo "[rebuild] git pull failed; building the current checkout"
npm ci --no-audit --no-fund --silent
out="$(mktemp -d "${target%/}.next.XXXXXX")"
npx vite build --outDir "$out" --emptyOutDir --logLevel warn
test -s "$out/index.html" && test -s "$out/rss.xml"
chmod 755 "$out"
old="${target%/}.old"
rm -rf "$old"
if [ -e "$target" ]; then mv "$target" "$old"; fi
mv "$out" "$target"
rm -rf "$old"
echo "[rebuild] $(date -u +%FT%TZ) published $(find "$target" -name '*.html' | wc -l) HTML files"
