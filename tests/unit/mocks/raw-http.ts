import { request as httpRequest } from 'node:http';

/**
 * A raw node:http request: the method, headers and body on the wire are exactly the
 * caller's (fetch refuses TRACE, and happy-dom's fetch applies the page's CORS rules).
 */
export type RawHttpReply = { status: number; headers: Record<string, string | string[] | undefined>; rawHeaders: string[]; text: string };

export function rawHttp(base: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<RawHttpReply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
