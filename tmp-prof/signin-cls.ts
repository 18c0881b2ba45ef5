// Loads the sign-in page N times in fresh contexts (phone emulation, CPU throttled) and prints any layout shift with its sources.
import { chromium } from 'playwright-core';
import { startProductionServe } from '../scripts/perf-serve';
const PORT = 4720;
const N = Number(process.argv[2] ?? 30);
const RATE = Number(process.argv[3] ?? 4);
const server = await startProductionServe(PORT);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
let shifted = 0;
try {
  for (let i = 0; i < N; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) {
          (window as any).__shifts.push({ t: Math.round(e.startTime), value: e.value.toFixed(3), sources: e.sources.map((s: any) => ({ node: s.node ? (s.node.nodeName + '.' + (s.node.className?.baseVal ?? s.node.className) + ' ' + (s.node.textContent ?? '').slice(0, 30)) : null, prev: [s.previousRect.y, s.previousRect.height, s.previousRect.width], cur: [s.currentRect.y, s.currentRect.height, s.currentRect.width] })) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const w = window as any;
      w.__events = [];
      const log = (what: string) => w.__events.push(`${Math.round(performance.now())} ${what}`);
      new PerformanceObserver((list) => list.getEntries().forEach((e) => log(e.name))).observe({ type: 'paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => log('DCL'));
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && (r.target as Element).id === 'root') log(`root attr ${r.attributeName}=${(r.target as Element).getAttribute(r.attributeName!)}`);
          for (const n of r.addedNodes) {
            if (n.nodeType === 1 && (n as Element).closest?.('section')) log(`+${n.nodeName}.${(n as Element).className} h=${(n as Element).closest('section')!.getBoundingClientRect().height}`);
          }
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prerendered', 'data-pending', 'hidden', 'class'] });
      requestAnimationFrame(function frame() { const sec = document.querySelector('main section'); if (sec) log(`frame h=${sec.getBoundingClientRect().height}`); if (performance.now() < 1500) requestAnimationFrame(frame); });
    });
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => (window as any).__shifts);
    if (shifts.length) { shifted++; console.log(i, JSON.stringify(shifts)); const ev: string[] = await page.evaluate(() => (window as any).__events); console.log(ev.filter((e, j) => j === 0 || e.split(' ').slice(1).join(' ') !== ev[j - 1]!.split(' ').slice(1).join(' ')).join('\n')); }
    await context.close();
  }
} finally {
  console.log(`con corrimiento: ${shifted} de ${N}`);
  await browser.close();
  server.kill();
}
