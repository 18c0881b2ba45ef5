import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';

/**
 * The story files share one page per worker (decision 0077), and every fetch of that page goes
 * through the mock service worker, the workbench's own modules included. A story's handler whose
 * path also matches a module ('*\/api/*' matched src/api/client.ts) answered that module's fetch
 * with its JSON, and Chromium then refused the module to every later file of the page. These
 * tests read each handler path the stories declare and try it on the modules' URLs.
 */

const ROOT = join(import.meta.dirname, '../../..');
const ORIGIN = 'http://localhost:63315';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module the workbench page can fetch by path: the app's, the mock backend's, the contracts', the stories'. */
const moduleUrls = ['src', 'mocks', 'contracts', 'stories'].flatMap((dir) =>
  filesUnder(join(ROOT, dir), /\.tsx?$/).map((file) => `${ORIGIN}/${relative(ROOT, file)}`),
);

/** `http.get('*\/api/teams', …)` and the like: the string paths the story files hand MSW. */
const handlerPaths = filesUnder(join(ROOT, 'stories'), /\.tsx?$/).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bhttp\.\w+\(\s*(['"`])([^'"`]+)\1/g)].map((match) => ({ file: relative(ROOT, file), path: match[2]! })),
);

describe("the stories' mock handlers answer the API only", () => {
  it('finds the handlers and the modules it checks', () => {
    expect(handlerPaths.length).toBeGreaterThan(100);
    expect(moduleUrls).toContain(`${ORIGIN}/src/api/client.ts`);
  });

  it("no handler path matches a module's URL", () => {
    const clashes = handlerPaths.flatMap(({ file, path }) =>
      moduleUrls.filter((url) => matchRequestUrl(new URL(url), path, ORIGIN).matches).map((url) => `${file}: '${path}' ↔ ${url}`),
    );
    expect(clashes).toEqual([]);
  });

  it("would catch the catch-all that did ('*/api/*')", () => {
    expect(matchRequestUrl(new URL(`${ORIGIN}/src/api/client.ts`), '*/api/*', ORIGIN).matches).toBe(true);
    expect(matchRequestUrl(new URL(`${ORIGIN}/src/api/client.ts`), '/api/*', ORIGIN).matches).toBe(false);
  });
});
