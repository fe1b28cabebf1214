#!/usr/bin/env bash
# Rebuilds the site from this checkout and publishes it with one atomic rename, so
# rss.xml, sitemap.xml and the prerendered blog pages pick up new posts, and pages
# readers opened before the rebuild keep working.
#
# Usage (e.g. hourly from cron): deploy/rebuild.sh /srv/civic-ledger/dist
# Reads the VITE_* settings from the environment or .env.production.
#
# Layout: the published path (the web server's root) is a symlink to one build in
# <published path>.releases/<UTC time>/. Each rebuild:
#   1. builds into a new release folder;
#   2. hard-links into its assets/ the files every build live in the last
#      KEEP_ASSETS_HOURS (default 48) made itself, so a page opened before the rebuild
#      can still load the chunks it was built with when the reader navigates;
#   3. switches the symlink with `mv -T` (rename(2): readers get the old or the new
#      site, never a missing one);
#   4. deletes builds retired more than KEEP_ASSETS_HOURS ago (the newest previous
#      build is always kept, for a rollback: `ln -sfn <release> x && mv -T x <path>`).
# The first run converts an existing published folder into the first release (the
# only time there is a moment without a site). A failed build publishes nothing and
# leaves nothing behind; <published path>.lock keeps two rebuilds from overlapping.
#
# Settings (environment): KEEP_ASSETS_HOURS=48; FEED_SNAPSHOT=on (see below); REBUILD_SKIP_UPDATE=1 skips `git pull`
# and `npm ci` (tests, or a checkout updated by other means); REBUILD_FROM=folder publishes a build made
# elsewhere (a CI artifact) in place of building one, with the same asset keeping and switch; NGINX_FEEDS_INCLUDE=path
# of the installed feed-route include (e.g. /etc/nginx/snippets/civic-ledger-feeds.conf) and
# NGINX_ROUTES_JS=path of the installed njs file (e.g. /etc/nginx/njs/civic-ledger-routes.js):
# when deploy/nginx-feeds.conf or deploy/nginx-routes.js changed (a feed was added), it is
# installed there and nginx reloaded after `nginx -t`.
set -euo pipefail
target="${1:?usage: deploy/rebuild.sh <published dist path>}"
target="${target%/}"
# Absolute, without resolving the published symlink itself.
mkdir -p "$(dirname "$target")"
target="$(cd "$(dirname "$target")" && pwd -P)/$(basename "$target")"
keep_hours="${KEEP_ASSETS_HOURS:-48}"
cd "$(dirname "$0")/.."
log() { echo "[rebuild] $(date -u +%FT%TZ) $*"; }

# One rebuild at a time (cron runs can overlap with a slow build).
exec 9>"$target.lock"
if ! flock -n 9; then log "another rebuild of $target is running; skipped"; exit 0; fi

if [ "${REBUILD_SKIP_UPDATE:-}" != "1" ]; then
  # The build regenerates the host configs from the catalogue; drop local copies first.
  git checkout --quiet -- deploy/nginx-feeds.conf public/_redirects public/_headers vercel.json 2>/dev/null || true
  git pull --ff-only --quiet || log "git pull failed; building the current checkout"
  npm ci --no-audit --no-fund --silent
fi

# nginx serves the site's own feed route (deploy/nginx-feeds.conf): the app asks it first.
export VITE_SAME_ORIGIN_FEEDS="${VITE_SAME_ORIGIN_FEEDS:-true}"
# The build writes the stories of the moment into home's and the category pages' HTML (the feed
# snapshot, docs/live-news.md); with hourly rebuilds it is never more than an hour old, and each
# reader's browser replaces it with its own load. FEED_SNAPSHOT=off builds without it.
export FEED_SNAPSHOT="${FEED_SNAPSHOT:-on}"

releases="${target}.releases"
mkdir -p "$releases"
stamp="$(date -u +%Y%m%dT%H%M%S)-$$"
out="$releases/$stamp"
# A build that fails or is interrupted before it is published leaves nothing behind.
published=0
trap '[ "$published" = 1 ] || rm -rf "$out"' EXIT
if [ -n "${REBUILD_FROM:-}" ]; then
  mkdir -p "$out"
  cp -a "${REBUILD_FROM%/}/." "$out/"
  log "publishing the build in $REBUILD_FROM"
else
  npm run --silent build -- --outDir "$out" --emptyOutDir --logLevel warn
fi
test -s "$out/index.html" && test -s "$out/rss.xml"
chmod 755 "$out"
# What this build made itself (not the files kept from earlier builds below).
if [ -d "$out/assets" ]; then (cd "$out/assets" && find . -maxdepth 1 -type f -printf '%f\n') > "$out/.assets-built"; fi

# First run: the published path is still a plain folder; make it the first release.
if [ -d "$target" ] && [ ! -L "$target" ]; then
  first="$releases/$(date -u -r "$target" +%Y%m%dT%H%M%S)-first"
  mv "$target" "$first"
  ln -s "$(basename "$releases")/$(basename "$first")" "$target"
  log "converted $target into a symlink to $first"
fi

current=""
if [ -L "$target" ]; then current="$(readlink -f "$target")"; fi

# Keep what open tabs need: the assets of the live build and of builds retired recently.
now="$(date +%s)"
carried=0
for release in "$releases"/*/; do
  release="${release%/}"
  [ "$release" = "$out" ] && continue
  [ -d "$release/assets" ] || continue
  live_until="$now"
  if [ "$(readlink -f "$release")" != "$current" ]; then
    [ -e "$release/.retired" ] || continue
    live_until="$(stat -c %Y "$release/.retired")"
  fi
  [ $((now - live_until)) -le $((keep_hours * 3600)) ] || continue
  # Only the files that build made: each build's own files are kept for their own window.
  if [ -f "$release/.assets-built" ]; then own="$release/.assets-built"; else own=<(cd "$release/assets" && find . -maxdepth 1 -type f -printf '%f\n'); fi
  while IFS= read -r name; do
    file="$release/assets/$name"
    [ -f "$file" ] || continue
    if [ ! -e "$out/assets/$name" ]; then
      ln "$file" "$out/assets/$name" 2>/dev/null || cp -p "$file" "$out/assets/$name"
      carried=$((carried + 1))
    fi
  done < "$own"
done

# Publish: one rename of a new symlink over the old one.
ln -sfn "$(basename "$releases")/$stamp" "$target.next-link"
mv -T "$target.next-link" "$target"
published=1
if [ -n "$current" ] && [ "$current" != "$(readlink -f "$out")" ]; then touch "$current/.retired"; fi
log "published $out ($(find "$out" -name '*.html' | wc -l) HTML files, $carried earlier asset files kept for open pages)"

# Delete builds retired longer ago than the asset window, always keeping the newest previous one.
previous="$current"
for release in "$releases"/*/; do
  release="${release%/}"
  [ "$release" = "$out" ] && continue
  [ "$(readlink -f "$release")" = "$previous" ] && continue
  [ -e "$release/.retired" ] || continue
  if [ $((now - $(stat -c %Y "$release/.retired"))) -gt $((keep_hours * 3600)) ]; then
    rm -rf "$release"
    log "deleted $release"
  fi
done

# A feed or a picture host added changes nginx's generated files: install those that changed and
# reload nginx (the previous ones come back when `nginx -t` fails).
installed=()
for pair in "deploy/nginx-feeds.conf:${NGINX_FEEDS_INCLUDE:-}" "deploy/nginx-routes.js:${NGINX_ROUTES_JS:-}"; do
  source_file="${pair%%:*}"
  installed_file="${pair#*:}"
  if [ -n "$installed_file" ] && ! cmp -s "$source_file" "$installed_file"; then
    cp "$installed_file" "$installed_file.bak" 2>/dev/null || true
    cp "$source_file" "$installed_file"
    installed+=("$installed_file")
  fi
done
if [ ${#installed[@]} -gt 0 ]; then
  if nginx -t -q; then
    nginx -s reload
    log "installed ${installed[*]} and reloaded nginx"
  else
    for file in "${installed[@]}"; do [ -e "$file.bak" ] && mv "$file.bak" "$file"; done
    log "nginx -t failed with the new routes; kept the previous ones" >&2
    exit 1
  fi
fi
