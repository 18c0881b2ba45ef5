/**
 * `tsx scripts/with-postgres.ts <command…>`: runs the command with DATABASE_URL pointing at a
 * throwaway PostgreSQL cluster (scripts/pg-cluster.ts), then stops and deletes the cluster,
 * whatever the command's outcome. scripts/test-all.sh runs the layers that need PostgreSQL so.
 */
import { spawn } from 'node:child_process';
import { startCluster } from './pg-cluster';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Uso: tsx scripts/with-postgres.ts <comando> [argumentos…]');
  process.exit(2);
}
const cluster = await startCluster();
console.info(`PostgreSQL de prueba en el puerto ${cluster.port} (${cluster.dir})`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url, PG_TEST_DIR: cluster.dir, PG_BIN: cluster.bin } });
const stop = () => cluster.stop();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
