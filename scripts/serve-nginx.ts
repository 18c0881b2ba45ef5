/**
 * Runs nginx with the production configuration (deploy/nginx/) as any user, in the foreground:
 * the configuration goes into a temporary folder that is nginx's prefix (pid, temp files),
 * logs go to stdout/stderr. `npm run serve` (scripts/serve.ts) and the production server of
 * `npm run perf` and the serve tests (scripts/serve-production.ts) start it through here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const DEPLOY = resolve('deploy/nginx');

/** Where distributions and the official image put the nginx binary (/usr/sbin is often not in a user's PATH). */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];

/** Where the brotli filter module is installed: Debian/Ubuntu, then Fedora/RHEL and the official image. */
const BROTLI_MODULE_CANDIDATES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_filter_module.so',
  '/etc/nginx/modules/ngx_http_brotli_filter_module.so',
];

export const MIME_TYPES = '/etc/nginx/mime.types';

/** The nginx to run: NGINX_BIN, or the first of the usual places; undefined when none. */
export function findNginx(): string | undefined {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : undefined;
  return NGINX_CANDIDATES.find((path) => existsSync(path));
}

export const findBrotliModule = () => BROTLI_MODULE_CANDIDATES.find((path) => existsSync(path));

/** The values of the site template's variables (deploy/nginx/templates/pesca.conf.template). */
export type SiteVariables = {
  PORT: string;
  SITE_ROOT: string;
  API_UPSTREAM: string;
  CSP_SCRIPT_HASHES: string;
  CSP_STYLE_HASHES: string;
};

/** What envsubst does with a list of names: each `${NAME}` replaced; anything else left as it is. */
export function renderTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    if (!(name in variables)) throw new Error(`La plantilla usa \${${name}}, que no tiene valor`);
    return variables[name]!;
  });
}

export const siteTemplate = () => readFileSync(join(DEPLOY, 'templates/pesca.conf.template'), 'utf8');

/** The CSP hashes the build wrote (scripts/vite-prerender.ts), as the template's two variables. */
export function cspVariables(siteRoot: string): Pick<SiteVariables, 'CSP_SCRIPT_HASHES' | 'CSP_STYLE_HASHES'> {
  const hashes = JSON.parse(readFileSync(join(siteRoot, 'csp-hashes.json'), 'utf8')) as Record<string, string[] | undefined>;
  return { CSP_SCRIPT_HASHES: (hashes['script-src'] ?? []).join(' '), CSP_STYLE_HASHES: (hashes['style-src'] ?? []).join(' ') };
}

/**
 * The folder nginx runs in: main configuration, the rendered site, the access log's place,
 * brotli when installed, temp dirs.
 */
/**
 * Several API processes (API_PROCESSES, docs/deploy.md): one `upstream` that the site's
 * proxy_pass names. A request a process refuses (stopped, crashed) goes to the next one, and
 * after 3 failures the process is skipped for 5 s. Keepalive connections spare a TCP handshake
 * per request; nginx drops an idle one after 4 s, before Node does (its keepAliveTimeout is
 * 5 s): otherwise nginx sends a request on a connection Node is closing, gets a reset, and
 * counts a healthy process as failed (`npm run load` found it: "no live upstreams").
 */
export const UPSTREAM_NAME = 'pesca_api';
export function upstreamBlock(servers: string[]): string {
  const lines = servers.map((server) => `    server ${new URL(server).host} max_fails=3 fail_timeout=5s;`);
  return [`upstream ${UPSTREAM_NAME} {`, ...lines, '    keepalive 32;', '    keepalive_timeout 4s;', '}', ''].join('\n');
}

/**
 * The site's configuration for nginx's conf.d: the template filled in, behind an `upstream` block
 * for the API. Only through an upstream block does nginx keep connections to the API open
 * (`keepalive`); `proxy_pass` to a bare URL opens a TCP connection per request, which cost the
 * one API process of `npm run load` about a tenth of its CPU in connection set-up and teardown.
 * `apiServers`: several processes; otherwise API_UPSTREAM alone when it is plain http (an https
 * API keeps its URL: through an upstream name nginx would send that name as the TLS server name).
 */
export function siteConfig(site: SiteVariables, apiServers?: string[]): string {
  const servers = apiServers?.length ? apiServers : new URL(site.API_UPSTREAM).protocol === 'http:' ? [site.API_UPSTREAM] : [];
  if (servers.length === 0) return renderTemplate(siteTemplate(), site);
  return `${upstreamBlock(servers)}\n${renderTemplate(siteTemplate(), { ...site, API_UPSTREAM: `http://${UPSTREAM_NAME}` })}`;
}

export function prepareRuntime(
  site: SiteVariables,
  { accessLog, apiServers }: { accessLog: boolean; apiServers?: string[] },
): { dir: string; brotli: boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'pesca-nginx-'));
  // Started by root, nginx runs its workers as `nobody`, who must reach temp/ (large API answers
  // are buffered there); mkdtemp's 0700 would keep them out. Nothing secret lives here.
  chmodSync(dir, 0o755);
  for (const sub of ['conf.d', 'modules.d', 'compression.d', 'temp']) mkdirSync(join(dir, sub));
  copyFileSync(join(DEPLOY, 'nginx.conf'), join(dir, 'nginx.conf'));
  writeFileSync(join(dir, 'conf.d/pesca.conf'), siteConfig(site, apiServers));
  writeFileSync(join(dir, 'conf.d/access-log.conf'), accessLog ? 'access_log /dev/stdout;\n' : 'access_log off;\n');
  const brotliModule = findBrotliModule();
  if (brotliModule) {
    writeFileSync(join(dir, 'modules.d/brotli.conf'), `load_module ${brotliModule};\n`);
    copyFileSync(join(DEPLOY, 'brotli.conf'), join(dir, 'compression.d/brotli.conf'));
  }
  return { dir, brotli: Boolean(brotliModule) };
}

export type RunningNginx = { url: string; brotli: boolean; process: ChildProcess; stop: () => Promise<void> };

/**
 * Whether nginx writes its access log to our stdout. nginx opens /dev/stdout by path, which
 * fails when stdout is a socket (Node's pipes to a child: Playwright's webServer) or a file
 * another user owns; a terminal is the user's own. So: in a terminal only.
 */
const stdoutIsTerminal = () => process.stdout.isTTY === true;

/**
 * Refuses a port something else listens on: nginx would retry binding for seconds while the
 * readiness check below got its answers from the other server.
 */
async function assertPortFree(port: number) {
  await new Promise<void>((done, refuse) => {
    const probe = createServer();
    probe.once('error', () => refuse(new Error(`El puerto ${port} está ocupado: elegí otro con PORT=…`)));
    probe.listen(port, () => probe.close(() => done()));
  });
}

/**
 * Starts nginx on `site.PORT` and resolves once it answers. `quiet` drops the access log and
 * keeps errors (stderr). `apiServers`: several API processes, balanced by an `upstream`
 * (API_UPSTREAM is then that upstream's name). `stop` ends it (SIGQUIT: finish the open requests) and removes its folder.
 */
export async function startNginx(site: SiteVariables, { quiet = false, apiServers }: { quiet?: boolean; apiServers?: string[] } = {}): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx no está instalado');
  await assertPortFree(Number(site.PORT));
  const accessLog = !quiet && stdoutIsTerminal();
  const { dir, brotli } = prepareRuntime(site, { accessLog, apiServers });
  const child = spawn(nginx, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', accessLog ? 'inherit' : 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${site.PORT}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/`, { method: 'HEAD' });
      return { url, brotli, process: child, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx no arrancó en ${url} (ver los mensajes de nginx arriba)`);
}
