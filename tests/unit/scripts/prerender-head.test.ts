import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, guardScript, prerenderedHead } from '../../../scripts/prerender-head';
import { APP_SCRIPTS_ID } from '@/app/prerender-marks';

const head = { path: '/', tokenKeys: ['accessToken'], accessTokenKey: 'accessToken', adminRoles: [1, 2], scripts: { entry: '/assets/a.js', preload: ['/assets/<b>.js'] } };

describe('the prerendered page’s head', () => {
  it('builds the guard module as one classic script: no import or export left, and nothing that could close the tag', async () => {
    const script = await guardScript('src/app/prerender-guard.ts');
    expect(script).toMatch(/^\(function\(\)\{/);
    expect(script).not.toMatch(/\bimport\b|\bexport\b|<\/script/);
    // Its constants are bundled in: it reads the JSON block by the id the build writes.
    expect(script).toContain(APP_SCRIPTS_ID);
    // The same text for every page, so one hash allows it.
    expect(await guardScript('src/app/prerender-guard.ts')).toBe(script);
  }, 30_000);

  it('hashes the script as a Content-Security-Policy source expression', () => {
    expect(cspHash('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  });

  it('writes the JSON block before the script, so the script finds it, and keeps it from closing its tag', () => {
    const html = prerenderedHead(head, 'run()');
    expect(html.indexOf(`id="${APP_SCRIPTS_ID}"`)).toBeLessThan(html.indexOf('<script>run()</script>'));
    expect(html).not.toContain('<b>');
    expect(JSON.parse(/<script type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)![1]!)).toEqual(head);
  });
});
