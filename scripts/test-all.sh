#!/usr/bin/env bash
# Every test layer, in the order that fails fastest. `npm test` runs this; CI runs `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step prints how long the previous one took (wall clock, and the CPU its processes used,
# which a busy machine does not inflate), so the 25-minute budget can be watched.
step_started=$SECONDS
step_name=""
# `times` (a builtin) must run in this shell, not in a $( ) subshell, to count the finished children.
times_file=$(mktemp)
cpu_seconds() { awk 'END { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$times_file"; }
times >"$times_file"
step_cpu=$(cpu_seconds)
report_step() {
  if [ -n "$step_name" ]; then
    times >"$times_file"
    printf '\033[2m   (%s: %d s, CPU %d s)\033[0m\n' "$step_name" $((SECONDS - step_started)) $(($(cpu_seconds) - step_cpu))
  fi
}
step() { report_step; step_name="$1"; step_started=$SECONDS; times >"$times_file"; step_cpu=$(cpu_seconds); printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
trap 'report_step; rm -f "$times_file"; printf "\nTotal: %d s\n" "$SECONDS"' EXIT

# Browser layers (stories, end-to-end) need Chromium; never a downloaded one.
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME_PATH" ]; then
  cat >&2 <<MSG
No se encontró Chromium en $CHROME_PATH.
Los tests de historias y end-to-end necesitan un Chromium local:
  - en Debian/Ubuntu:  sudo apt-get install -y chromium
  - o indicá otro ejecutable:  CHROME_PATH=/ruta/a/chromium npm test
MSG
  exit 1
fi

# The production API's layers start throwaway PostgreSQL clusters (Debian's postgresql).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && [ -z "${PG_BIN:-}" ]; then
  cat >&2 <<MSG
No se encontró PostgreSQL (/usr/lib/postgresql/*/bin). Los tests de la API de producción lo necesitan:
  - en Debian/Ubuntu:  sudo apt-get install -y postgresql
  - o indicá la carpeta de sus programas:  PG_BIN=/ruta/bin npm test
MSG
  exit 1
fi

# The production build is served by nginx in its own layer (deploy/nginx, as npm run serve does).
export NGINX_BIN="${NGINX_BIN:-/usr/sbin/nginx}"
if [ ! -x "$NGINX_BIN" ]; then
  cat >&2 <<MSG
No se encontró nginx en $NGINX_BIN. Los tests del build de producción servido lo necesitan:
  - en Debian/Ubuntu:  sudo apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static
  - o indicá otro ejecutable:  NGINX_BIN=/ruta/a/nginx npm test
MSG
  exit 1
fi

step "Tipos (tsc) y lint (eslint), a la vez"
# Each is nearly single-threaded: side by side they share the two cores instead of taking turns.
npx tsc -p . &
tsc_pid=$!
eslint_status=0
npx eslint . || eslint_status=$?
wait "$tsc_pid"
[ "$eslint_status" -eq 0 ]
step "Unitarios, componentes, mock backend y OpenAPI al día (vitest)"
npx vitest run --project unit --project components --project server-rendering
step "Pact: tests del consumidor (escriben pacts/)"
rm -f pacts/*.json
npx vitest run --project pact
# The provider verification runs on the production API. The HTTP mock answers with the same rules
# (mocks/core/answer.ts), and tests/server/differential.test.ts compares the mock with the API request by
# request, so a third verification, against the mock over HTTP, would only repeat them (about a minute).
step "Pact: verificación de la API de producción en PostgreSQL (cluster descartable) y en la base embebida"
npx tsx scripts/with-postgres.ts npx tsx scripts/pact-verify.ts --server
env -u DATABASE_URL npx tsx scripts/pact-verify.ts --server
step "API de producción en PostgreSQL: concurrencia, durabilidad, endurecimiento, fallas de la base, copias de seguridad (vitest)"
npx vitest run --project server
step "Historias de Storybook con axe (Chromium)"
npx vitest run --config vitest.storybook.config.ts
step "End-to-end (Playwright en Chromium, build de demostración)"
npx vite build --outDir dist-demo --emptyOutDir --logLevel warn
npx playwright test
step "Build de producción (mocks apagados, API en /api): una vez, para las tres capas siguientes"
# Hidden source maps: the bundle report reads them and deletes them; nginx never serves *.map.
VITE_MOCKS=off VITE_API_URL= node node_modules/vite/bin/vite.js build --outDir dist --emptyOutDir --sourcemap hidden --logLevel warn
step "Build de producción servido por nginx: encabezados, caché, CSP sin violaciones (Playwright)"
npx playwright test -c playwright.serve.config.ts
step "El mismo build con Mercado Pago configurado y su reemplazo local: el capitán paga con tarjeta (Playwright)"
npx playwright test -c playwright.serve-mp.config.ts
step "Informe del bundle de producción (mocks apagados)"
npx tsx scripts/build-report.ts --no-build
step "Fallas de red y de despliegue (Playwright: el mismo build de producción detrás de un proxy que falla a pedido)"
npx playwright test -c playwright.faults.config.ts
step "Scripts documentados en modo rápido (bench, perf, tour, mock:server, dev, serve:config, openapi…)"
# After both builds: perf measures dist/ once (--quick), tour shoots dist-demo once (issue 30).
npx tsx scripts/smoke-scripts.ts
