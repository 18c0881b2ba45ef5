/**
 * A throwaway PostgreSQL cluster for tests and benchmarks (Debian's `postgresql` package):
 * initdb in a temporary folder, started on a free port with its socket in that folder,
 * stopped and deleted at the end. As root it runs as the `postgres` user (PostgreSQL refuses
 * root). Speed over durability, as Immich's medium tests do: fsync and synchronous_commit off —
 * a test cluster that loses its data on a machine crash loses nothing anybody needs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export type Cluster = { url: string; port: number; dir: string; bin: string; stop: () => void; pgStop: () => void; pgStart: () => void };

/** The newest installed PostgreSQL's bin folder (PG_BIN overrides it). */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}


const asRoot = process.getuid?.() === 0;

function run(bin: string, tool: string, args: string[]) {
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} falló (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('No se encontró PostgreSQL (/usr/lib/postgresql/*/bin). En Debian: sudo apt-get install -y postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'pesca-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const pgStart = () => void run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const pgStop = () => void run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  pgStart();
  run(bin, 'createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'pesca']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/pesca`,
    port,
    dir,
    bin,
    pgStart,
    pgStop,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        pgStop();
      } catch {
        // Already stopped (a fault test stopped it): only the folder is left.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
