import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '/work/wt-table/tests/browser/chromium';
const OUT = resolve('/tmp/dist-bench-prof');
process.chdir('/work/wt-table');
await build({ configFile: resolve('vite.config.ts'), root: resolve('bench/table'), base: './', logLevel: 'error', build: { outDir: OUT, emptyOutDir: true, minify: false } });
const { copyFileSync } = await import('node:fs');
copyFileSync('dist-bench/rows.json', join(OUT, 'rows.json'));
const server = createServer((q, r) => { const p = new URL(q.url!, 'http://x').pathname; const f = join(OUT, p === '/' ? 'index.html' : p); if (!existsSync(f)) { r.writeHead(404).end(); return; } r.writeHead(200, { 'Content-Type': ({ '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' } as Record<string,string>)[extname(f)] ?? 'application/json' }); r.end(readFileSync(f)); });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/`);
await page.getByRole('grid', { name: 'Equipos' }).waitFor();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const what = process.argv[2] ?? 'page';
await cdp.send('Profiler.start');
for (let i = 0; i < 6; i++) {
  if (what === 'page') await page.getByRole('button', { name: 'Siguiente' }).click();
  else if (what === 'sort') await page.getByRole('columnheader', { name: ['Equipo', 'Pagado', 'Capitán'][i % 3]! }).click();
  else { await page.getByRole('searchbox', { name: 'Buscar' }).fill(['gomez', 'garcia', 'peni'][i % 3]!); await page.waitForTimeout(700); }
  await page.waitForTimeout(300);
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const dt = profile.timeDeltas!;
const counts = new Map<number, number>();
profile.samples!.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const n of profile.nodes) {
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (counts.get(n.id) ?? 0));
}
const total = [...self].filter(([k]) => !k.startsWith("(idle)")).reduce((s, [, v]) => s + v, 0); console.log("busy per action ms", (total / 6000).toFixed(1));
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
await browser.close(); server.close();
