#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing:
# chromium (Lighthouse audit, benchmarks, screenshots), chromium-headless-shell (the browser
# suite; the same Chromium release without a browser UI), nginx (static-hosting test),
# python3-feedparser (RSS well-formedness check). Needs root or sudo.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
python3 -c 'import feedparser' >/dev/null 2>&1 || /usr/bin/python3 -c 'import feedparser' >/dev/null 2>&1 || need+=(python3-feedparser)
if [ ${#need[@]} -eq 0 ]; then
  echo "[setup] chromium, chromium-headless-shell, nginx and python3-feedparser are present"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "[setup] installing: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
