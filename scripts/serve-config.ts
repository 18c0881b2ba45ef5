/**
 * `npm run serve:config`: prints deploy/nginx/templates/pesca.conf.template filled in for a
 * server (docs/deploy.md), with the CSP hashes of the build in SITE_ROOT (its csp-hashes.json),
 * so nobody copies them by hand, behind an upstream block that keeps connections to the API open. Environment: SITE_ROOT (the build's folder on the server,
 * default ./dist), API_UPSTREAM (required), PORT (80), BUILD_DIR (where csp-hashes.json is
 * read, default SITE_ROOT: the build may sit elsewhere on the machine that renders).
 *   API_UPSTREAM=http://10.0.0.5:3000 SITE_ROOT=/srv/pesca/current npm run -s serve:config > pesca.conf
 */
import { resolve } from 'node:path';
import { cspVariables, siteConfig } from './serve-nginx';

const siteRoot = process.env.SITE_ROOT ?? resolve('dist');
const apiUpstream = process.env.API_UPSTREAM;
if (!apiUpstream) {
  console.error('Falta API_UPSTREAM: la URL base de la API, sin /api (por ejemplo http://10.0.0.5:3000).');
  process.exit(1);
}
const variables = { PORT: process.env.PORT ?? '80', SITE_ROOT: siteRoot, API_UPSTREAM: apiUpstream, ...cspVariables(process.env.BUILD_DIR ?? siteRoot) };
process.stdout.write(siteConfig(variables));
