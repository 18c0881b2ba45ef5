/**
 * `npm run db:backup [-- archivo]` and `npm run db:restore -- archivo` (docs/deploy.md,
 * "Copias de seguridad"), for both databases the API runs on:
 *   - PostgreSQL (DATABASE_URL): pg_dump's custom format (`-Fc`, compressed, restored table by
 *     table by pg_restore), and pg_restore into a new, empty database (`--no-owner`, stopping
 *     at the first error). The tools come from PG_BIN, else the newest /usr/lib/postgresql/N/bin,
 *     else PATH; pg_dump must be as new as the server.
 *   - the embedded database (DATA_DIR): PGlite's own dump of its data folder (a .tar.gz), and
 *     a new PGlite folder created from it. PGlite is one process's: stop the API first (the
 *     folder is locked while it runs).
 * Restoring never overwrites: the target must be empty (no tables / an empty folder).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { postgresBin } from '../../scripts/pg-cluster';
import { readConfig } from '../config';

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');

function tool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = postgresBin();
  return bin && existsSync(path.join(bin, name)) ? path.join(bin, name) : name;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (result.error) throw new Error(`No se pudo ejecutar ${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${path.basename(command)} falló (${result.status}):\n${result.stderr}`);
}

export async function backup(env: NodeJS.ProcessEnv, file?: string): Promise<string> {
  const config = readConfig(env);
  if (config.DATABASE_URL) {
    const target = file ?? `pesca-${stamp()}.dump`;
    run(tool('pg_dump'), ['--format=custom', '--no-owner', '--file', target, config.DATABASE_URL]);
    return target;
  }
  const target = file ?? `pesca-datos-${stamp()}.tar.gz`;
  if (!existsSync(path.join(config.DATA_DIR, 'PG_VERSION'))) throw new Error(`No hay una base embebida en ${config.DATA_DIR} (DATA_DIR).`);
  const client = await PGlite.create(config.DATA_DIR).catch((error: unknown) => {
    throw new Error(`No se pudo abrir ${config.DATA_DIR}: ¿la API está en marcha? Detenela antes de copiar la base embebida. (${String(error)})`);
  });
  try {
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return target;
}

export async function restore(env: NodeJS.ProcessEnv, file: string): Promise<string> {
  if (!existsSync(file)) throw new Error(`No existe el archivo ${file}.`);
  const config = readConfig(env);
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`);
      if (Number(rows[0]!.n) > 0) throw new Error('La base de DATABASE_URL no está vacía: se restaura solo en una base nueva (createdb), nunca encima de datos.');
    } finally {
      await client.end();
    }
    run(tool('pg_restore'), ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', config.DATABASE_URL, file]);
    return 'PostgreSQL (DATABASE_URL)';
  }
  if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).some((name) => !name.startsWith('.'))) {
    throw new Error(`${config.DATA_DIR} (DATA_DIR) no está vacía: se restaura solo en una carpeta nueva o vacía, nunca encima de datos.`);
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const archive = new Blob([readFileSync(file)]);
  const client = await PGlite.create({ dataDir: config.DATA_DIR, loadDataDir: archive });
  await client.query('SELECT 1');
  await client.close();
  return `base embebida en ${config.DATA_DIR}`;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const [command, file] = process.argv.slice(2);
  try {
    if (command === 'backup') {
      const written = await backup(process.env, file);
      console.info(`Copia de seguridad escrita en ${written} (${Math.round(statSync(written).size / 1024)} KiB).`);
    } else if (command === 'restore' && file) {
      console.info(`Copia ${file} restaurada en la ${await restore(process.env, file)}.`);
    } else {
      console.error('Uso: npm run db:backup [-- archivo]  |  npm run db:restore -- archivo');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
