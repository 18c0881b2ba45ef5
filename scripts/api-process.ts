/**
 * The production API (server/main.ts) as its own process, the way it is deployed: started
 * with an environment, ready when GET /readyz answers, stopped with SIGTERM (it finishes the
 * requests in flight and closes the database). `npm run serve`, the serve tests and `npm run
 * load` run it so.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export type ApiProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

export async function startApiProcess(env: Record<string, string | undefined>, { timeoutMs = 90_000, quiet = false } = {}): Promise<ApiProcess> {
  const host = env.HOST ?? '127.0.0.1';
  const url = `http://${host}:${env.PORT}`;
  const child = spawn(process.execPath, [...(process.env.API_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_CPU_PROF}`] : []), '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const early = await Promise.race([exited, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 200))]);
    if (early !== 'waiting') throw new Error(`La API terminó al arrancar (código ${early}); ver sus mensajes arriba.`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok).catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`La API no estuvo lista en ${timeoutMs / 1000} s`);
    }
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
