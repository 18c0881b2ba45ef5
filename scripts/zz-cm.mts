// Per-package / per-module breakdown of chosen chunks of a demo build with hidden source maps.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { bytesBySource, packageOf, projectPath, displayName, type SourceMap } from './source-map-breakdown';
const OUT = 'dist-cm';
if (!process.argv.includes('--no-build')) execSync(`node node_modules/vite/bin/vite.js build --outDir ${OUT} --emptyOutDir --logLevel warn --sourcemap hidden`, { stdio: 'inherit', env: { ...process.env, VITE_MOCKS: process.env.MOCKS ?? 'on' } });
const pats = process.argv.slice(2).filter((a) => !a.startsWith('--'));
for (const f of readdirSync(`${OUT}/assets`).filter((f) => f.endsWith('.js') && pats.some((p) => f.startsWith(p)))) {
  const code = readFileSync(`${OUT}/assets/${f}`, 'utf8');
  const gz = gzipSync(code).length;
  const map = existsSync(`${OUT}/assets/${f}.map`) ? (JSON.parse(readFileSync(`${OUT}/assets/${f}.map`, 'utf8')) as SourceMap) : { sources: [], mappings: '' };
  const pk = new Map<string, number>(); const md = new Map<string, number>();
  for (const [s, c] of bytesBySource(code, map)) { const p = projectPath(s); pk.set(packageOf(p), (pk.get(packageOf(p)) ?? 0) + c); md.set(displayName(p), (md.get(displayName(p)) ?? 0) + c); }
  console.log(`== ${f} ${(gz / 1024).toFixed(1)} KiB gz`);
  for (const [k, c] of [...pk].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log('  ', ((gz * c) / code.length / 1024).toFixed(1).padStart(6), k);
  for (const [k, c] of [...md].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('     ', ((gz * c) / code.length / 1024).toFixed(2).padStart(6), k.slice(-70));
}
