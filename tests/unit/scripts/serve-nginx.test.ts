import { describe, expect, it } from 'vitest';
import { renderTemplate, siteConfig, siteTemplate, type SiteVariables } from '../../../scripts/serve-nginx';

const site: SiteVariables = {
  PORT: '8080',
  SITE_ROOT: '/srv/pesca',
  API_UPSTREAM: 'http://10.0.0.5:3000',
  CSP_SCRIPT_HASHES: "'sha256-script='",
  CSP_STYLE_HASHES: "'sha256-a=' 'sha256-b='",
};

describe('the nginx site template (deploy/nginx/templates/pesca.conf.template)', () => {
  const rendered = renderTemplate(siteTemplate(), site);

  it('is filled with the five variables and nothing else, leaving nginx variables alone', () => {
    expect(rendered).not.toMatch(/\$\{/);
    expect(rendered).toContain('listen 8080;');
    expect(rendered).toContain('root /srv/pesca;');
    expect(rendered).toContain('proxy_pass http://10.0.0.5:3000;');
    expect(rendered).toContain('map $uri $pesca_cache_control');
  });

  it("puts the build's hashes in the policy and never allows inline or eval scripts", () => {
    const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(rendered)?.[1] ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-script=';");
    expect(csp).toContain("style-src 'self' 'sha256-a=' 'sha256-b=';");
    expect(/script-src[^;]*/.exec(csp)?.[0]).not.toMatch(/unsafe/);
  });

  it('sets headers only in the server block: a location with add_header would drop them all', () => {
    const locations = rendered.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations) expect(location).not.toContain('add_header');
  });

  it('reaches a plain-http API through an upstream block that keeps connections open, an https one by its URL', () => {
    const config = siteConfig(site);
    expect(config).toMatch(/upstream pesca_api \{\n\s+server 10\.0\.0\.5:3000 [^\n]*\n\s+keepalive 32;/);
    expect(config).toContain('proxy_pass http://pesca_api;');
    expect(config).not.toContain('proxy_pass http://10.0.0.5:3000;');
    const tls = siteConfig({ ...site, API_UPSTREAM: 'https://api.ejemplo.com.ar' });
    expect(tls).not.toMatch(/^upstream /m);
    expect(tls).toContain('proxy_pass https://api.ejemplo.com.ar;');
    expect(siteConfig(site, ['http://127.0.0.1:3001', 'http://127.0.0.1:3002'])).toMatch(/server 127\.0\.0\.1:3001 [^\n]*\n\s+server 127\.0\.0\.1:3002 /);
  });

  it('refuses a variable without a value', () => {
    expect(() => renderTemplate('listen ${PORT}; root ${ROOT};', { PORT: '80' })).toThrow(/ROOT/);
  });
});
