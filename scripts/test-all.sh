#!/usr/bin/env bash
# Every test layer, in the order that fails fastest. `npm test` runs this; CI runs `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "Tipos (tsc)"
npx tsc -p .
step "Lint (eslint)"
npx eslint .
step "Unitarios y de componentes (vitest)"
npx vitest run --project unit
