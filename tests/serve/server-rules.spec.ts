import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './support';
import { cspVariables, findBrotliModule, findNginx, prepareRuntime } from '../../scripts/serve-nginx';

// What nginx answers with deploy/nginx's configuration, read over HTTP (no page involved).

const dist = 'dist';
const prerendered = readdirSync(dist).filter((f) => f.endsWith('.html'));
const hashes = JSON.parse(readFileSync(join(dist, 'csp-hashes.json'), 'utf8')) as Record<'script-src' | 'style-src', string[]>;
/** The build's largest asset of a kind (the smallest are under the compression threshold). */
const someAsset = (ext: string) => {
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith(ext));
  const size = (f: string) => statSync(join(dist, 'assets', f)).size;
  return `/assets/${files.sort((a, b) => size(b) - size(a))[0]}`;
};

/** Every answer, whatever it is, carries these. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain(`script-src 'self' ${hashes['script-src'].join(' ')};`);
  expect(csp).toContain(`style-src 'self' ${hashes['style-src'].join(' ')};`);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "connect-src 'self'"]) expect(csp).toContain(directive);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The camera for the site's own pages (the dock's credential scanner), never for a frame of another.
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

test('the public pages are their prerendered files, revalidated on every visit', async ({ request }) => {
  // Each prerendered file at its path: a page added to the build without its nginx rule fails here.
  for (const file of prerendered) {
    const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toBe(readFileSync(join(dist, file), 'utf8'));
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
    // Revalidation: the same ETag gets a short 304, with the headers still on it.
    const again = await request.get(path, { headers: { 'If-None-Match': response.headers()['etag']! } });
    expect(again.status(), path).toBe(304);
    expect(again.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(again);
  }
});

test('any other app path is index.html: deep links open the app', async ({ request }) => {
  for (const path of ['/dashboard', '/dashboard/teams/view/12', '/dashboard/competitions/payment/success?payment_id=9']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  }
});

test('hashed assets are cached for a year; a missing one is a 404, never the app page', async ({ request }) => {
  for (const asset of [someAsset('.js'), someAsset('.css')]) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toMatch(asset.endsWith('.js') ? /^application\/javascript/ : /^text\/css/);
    expectSecurityHeaders(response);
  }
  const missing = await request.get('/assets/missing-AbCd1234.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
  // Not cached as missing: the next release may bring it.
  expect(missing.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(missing);
});

test('dotfiles, source maps, the build lists and folders are not served', async ({ request }) => {
  for (const path of ['/.env', '/.git/config', '/assets/.hidden', `${someAsset('.js')}.map`, '/csp-hashes.json', '/mockServiceWorker.js', '/assets/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('id="root"');
    expectSecurityHeaders(response);
  }
});

test('/api goes to the API on the same origin, with the same headers', async ({ request }) => {
  const response = await request.get('/api/competitions/current');
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.status()).toBe(401);
  expect(((await response.json()) as { statusCode: number }).statusCode).toBe(401);
  // The API decides its own caching (no-store: tokens and personal data), passed through once.
  expect(response.headers()['cache-control']).toBe('no-store');
  expectSecurityHeaders(response);
});

test('text is compressed: gzip, and brotli where its nginx module is installed', async ({ request }) => {
  const encodings = findBrotliModule() ? ['gzip', 'br'] : ['gzip'];
  for (const encoding of encodings) {
    for (const path of ['/', someAsset('.js'), someAsset('.css')]) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding);
      expect(response.headers()['vary']).toContain('Accept-Encoding');
    }
  }
  const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('the configuration holds without the brotli modules (nginx -t): gzip only', async () => {
  // nginx -t reads the configuration without binding the port.
  const { dir } = prepareRuntime({ PORT: '8080', SITE_ROOT: resolve(dist), API_UPSTREAM: 'http://127.0.0.1:9', ...cspVariables(dist) }, { accessLog: false });
  try {
    rmSync(join(dir, 'modules.d'), { recursive: true });
    rmSync(join(dir, 'compression.d'), { recursive: true });
    const check = spawnSync(findNginx()!, ['-t', '-q', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
