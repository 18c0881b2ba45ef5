/**
 * Runs each documented script that `npm test` does not already run, in its quick mode
 * (scripts/smoke-scripts-list.ts; issue 30), so a script that breaks fails the test run instead
 * of the next person who needs it. A check passes when the command exits 0 and its output says
 * what it should; a server passes when its URL answers, and is then stopped (by its process
 * group, which this script started). Ports are free ones, so nothing else on the machine is
 * disturbed. Usage (after the production and demo builds): npx tsx scripts/smoke-scripts.ts [name …]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { smokeChecks, type SmokeCheck } from './smoke-scripts-list';
import { freePort } from './free-port';


const TIMEOUT_MS = 180_000;

async function run(check: SmokeCheck): Promise<string> {
  const missing = (check.needs ?? []).filter((dir) => !existsSync(`${dir}/index.html`));
  if (missing.length) throw new Error(`necesita ${missing.join(' y ')} (npm test los construye antes de este paso)`);
  const port = String(await freePort());
  const fill = (text: string) => text.replaceAll('{port}', port);
  const before = (check.writes ?? []).map((file) => readFileSync(file, 'utf8'));
  const [command, ...args] = check.command.map(fill);
  const env = { ...process.env, ...Object.fromEntries(Object.entries(check.env ?? {}).map(([k, v]) => [k, fill(v)])) };
  // Its own process group: npm, tsx and the servers they start are stopped together, by id.
  const child = spawn(command!, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + TIMEOUT_MS;
  try {
    if (check.url) {
      const url = `http://127.0.0.1:${port}${check.url}`;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`terminó (código ${child.exitCode}) antes de responder en ${url}`);
        const body = await fetch(url).then((r) => (r.status < 500 ? r.text() : ''), () => '');
        if (check.expect.test(body)) return `${url} respondió`;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`${url} no respondió lo esperado (${check.expect}) en ${TIMEOUT_MS / 1000} s`);
    }
    const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), TIMEOUT_MS).unref());
    const code = await Promise.race([exited, timer]);
    if (code === 'timeout') throw new Error(`no terminó en ${TIMEOUT_MS / 1000} s`);
    if (code !== 0) throw new Error(`terminó con código ${code}`);
    if (!check.expect.test(output)) throw new Error(`su salida no dice lo esperado (${check.expect})`);
    const changed = (check.writes ?? []).filter((file, i) => readFileSync(file, 'utf8') !== before[i]);
    if (changed.length) throw new Error(`cambió ${changed.join(', ')}: no estaba al día; confirmá el archivo regenerado`);
    const lines = output.trim().split('\n');
    return lines.find((line) => check.expect.test(line)) ?? lines.at(-1)!;
  } catch (error) {
    throw Object.assign(error as Error, { output });
  } finally {
    stop();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
}

const only = process.argv.slice(2);
const chosen = only.length ? smokeChecks.filter((c) => only.includes(c.name)) : smokeChecks;
const failed: string[] = [];
for (const check of chosen) {
  const started = performance.now();
  try {
    const said = await run(check);
    console.info(`✓ ${check.name} (${((performance.now() - started) / 1000).toFixed(1)} s): ${said.slice(0, 140)}`);
  } catch (error) {
    failed.push(check.name);
    const { message, output } = error as Error & { output?: string };
    console.error(`✗ ${check.name} (${((performance.now() - started) / 1000).toFixed(1)} s): ${message}`);
    if (output) console.error(output.trim().split('\n').slice(-25).join('\n'));
  }
}
if (failed.length) {
  console.error(`\nFallaron ${failed.length} de ${chosen.length} scripts documentados: ${failed.join(', ')}`);
  process.exit(1);
}
