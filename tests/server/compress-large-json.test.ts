import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressLargeJson } from '../../server/http/compress-large-json';

/** The API gzips its large JSON answers itself (the admins' lists of 5,000 teams), and only those. */
function app() {
  const hono = new Hono();
  hono.use('*', compressLargeJson(1000));
  const json = (text: string) => new Response(text, { headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } });
  hono.get('/grande', () => json(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Equipo ${i}` })) })));
  hono.get('/chica', () => json('{"data":[]}'));
  hono.get('/foto', () => new Response(new Uint8Array(5000), { headers: { 'content-type': 'image/jpeg', 'content-length': '5000' } }));
  return hono;
}

describe('compressLargeJson', () => {
  it('gzips a large JSON answer for a client that takes gzip, with its compressed length and Vary', async () => {
    const response = await app().request('/grande', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    const text = gunzipSync(body).toString('utf8');
    expect(JSON.parse(text).data).toHaveLength(200);
    expect(body.byteLength).toBeLessThan(text.length / 3);
  });

  it('leaves alone a client without gzip, a small answer and anything that is not JSON', async () => {
    for (const [path, encoding] of [['/grande', undefined], ['/grande', 'gzip;q=0, identity'], ['/chica', 'gzip'], ['/foto', 'gzip']] as const) {
      const response = await app().request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(response.headers.get('content-encoding')).toBeNull();
    }
  });

  it('reads Accept-Encoding as HTTP does: names, the wildcard and a quality of 0', () => {
    expect([acceptsGzip('gzip'), acceptsGzip('br, GZIP;q=0.5'), acceptsGzip('*'), acceptsGzip('deflate'), acceptsGzip('gzip;q=0'), acceptsGzip(undefined)]).toEqual([true, true, true, false, false, false]);
  });
});
