#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing:
# chromium (Lighthouse audit, benchmarks, screenshots), nginx and its image filter and njs modules
# (static-hosting test),
# python3-feedparser (RSS well-formedness check), and chromium-headless-shell (the
# browser suite's browser: the same Chromium release without a browser UI; when it
# cannot be installed the suite runs in chromium, only slower). Needs root or sudo.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
# nginx's image filter and njs modules: the image route of deploy/nginx.conf checks and fetches
# pictures with njs and resizes them with the image filter.
[ -f /usr/lib/nginx/modules/ngx_http_image_filter_module.so ] || need+=(libnginx-mod-http-image-filter)
[ -f /usr/lib/nginx/modules/ngx_http_js_module.so ] || need+=(libnginx-mod-http-js)
# The other-engine suite: Firefox ESR (driven over WebDriver BiDi) and WebKitGTK's WebDriver with
# its MiniBrowser, which needs an X display: xvfb (xvfb-run needs xauth).
command -v firefox-esr >/dev/null 2>&1 || [ -x /usr/bin/firefox-esr ] || need+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || need+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || need+=(xvfb)
command -v xauth >/dev/null 2>&1 || need+=(xauth)
python3 -c 'import feedparser' >/dev/null 2>&1 || /usr/bin/python3 -c 'import feedparser' >/dev/null 2>&1 || need+=(python3-feedparser)
shell_missing=0
[ -x /usr/bin/chromium-headless-shell ] || shell_missing=1
if [ ${#need[@]} -eq 0 ] && [ "$shell_missing" -eq 0 ]; then
  echo "[setup] chromium, chromium-headless-shell, nginx (with its image filter and njs), firefox-esr, webkit2gtk-driver, xvfb and python3-feedparser are present"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
if [ ${#need[@]} -gt 0 ]; then
  echo "[setup] installing: ${need[*]}"
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
if [ "$shell_missing" -eq 1 ]; then
  echo "[setup] installing: chromium-headless-shell"
  $SUDO apt-get install -y -qq --no-install-recommends chromium-headless-shell \
    || echo "[setup] chromium-headless-shell could not be installed; the browser suite runs in chromium"
fi
