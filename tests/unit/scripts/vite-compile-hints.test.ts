import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, MIN_HINTED_BYTES, addCompileHints } from '../../../scripts/vite-compile-hints';

const big = 'x'.repeat(MIN_HINTED_BYTES);

function bundleOf() {
  return {
    'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js', code: `const a=1;${big}`, map: null },
    'assets/index-a.js.map': { type: 'asset', fileName: 'assets/index-a.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }) },
    'assets/tiny-b.js': { type: 'chunk', fileName: 'assets/tiny-b.js', code: 'export const b=2;', map: null },
    'assets/page-c.css': { type: 'asset', fileName: 'assets/page-c.css', source: `body{color:red}${big}` },
    'assets/entry-d.js': { type: 'chunk', fileName: 'assets/entry-d.js', isEntry: true, code: `const d=4;${big}`, map: null },
  } as unknown as Rolldown.OutputBundle;
}

const code = (bundle: Rolldown.OutputBundle, file: string) => (bundle[file] as { code: string }).code;

describe("V8's compile hint on the production chunks (decision 0078)", () => {
  it('puts the hint on the first line of each chunk of some size, before anything else', () => {
    const bundle = bundleOf();
    addCompileHints(bundle);
    expect(code(bundle, 'assets/index-a.js')).toBe(`${COMPILE_HINT}\nconst a=1;${big}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it("moves the chunk's source map down one line, so the code still maps to its sources", () => {
    const bundle = bundleOf();
    addCompileHints(bundle);
    const map = JSON.parse(String((bundle['assets/index-a.js.map'] as { source: string }).source)) as { mappings: string };
    expect(map.mappings).toBe(';AAAA,CAAC');
  });

  it("leaves the entry chunk to V8's lazy compiling", () => {
    const bundle = bundleOf();
    addCompileHints(bundle);
    expect(code(bundle, 'assets/entry-d.js')).toBe(`const d=4;${big}`);
  });

  it('leaves small chunks and stylesheets as they are, and never adds the hint twice', () => {
    const bundle = bundleOf();
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(code(bundle, 'assets/tiny-b.js')).toBe('export const b=2;');
    expect(String((bundle['assets/page-c.css'] as { source: string }).source).startsWith('body{')).toBe(true);
    expect(code(bundle, 'assets/index-a.js').split(COMPILE_HINT)).toHaveLength(2);
  });
});
