import { describe, expect, it } from 'vitest';
import { UNMAPPED, bytesBySource, displayName, packageOf, projectPath } from '../../../scripts/source-map-breakdown';

describe('build report: bytes of a chunk by source module (source map)', () => {
  it('gives every mapped stretch of the minified code to its source, the rest to "(sin mapa)"', () => {
    // "HEADabcdefXYZ": 0-3 unmapped, "abcdef" from source 0 at column 4, "XYZ" from source 1 at column 10.
    // Segments: [4,0,0,0] = "IAAA", then +6 columns, +1 source = [6,1,0,0] = "MCAA".
    const sizes = bytesBySource('HEADabcdefXYZ', { sources: ['../../node_modules/react-dom/index.js', '../../src/main.tsx'], mappings: 'IAAA,MCAA' });
    expect(Object.fromEntries(sizes)).toEqual({
      [UNMAPPED]: 4,
      '../../node_modules/react-dom/index.js': 6,
      '../../src/main.tsx': 3,
    });
  });

  it('counts a chunk with no map at all as unmapped', () => {
    expect(Object.fromEntries(bytesBySource('abc', { sources: [], mappings: '' }))).toEqual({ [UNMAPPED]: 3 });
  });

  it('groups modules by package, and app code by its folder', () => {
    expect(packageOf(projectPath('../../node_modules/react-dom/cjs/react-dom-client.production.js'))).toBe('react-dom');
    expect(packageOf(projectPath('../../node_modules/@preact/signals-core/dist/x.js'))).toBe('@preact/signals-core');
    expect(packageOf('node_modules/wouter/src/index.js')).toBe('wouter');
    expect(packageOf(projectPath('../../src/ui/button.tsx'))).toBe('src/ui');
    expect(packageOf('src/features/auth/sign-in-page.tsx')).toBe('src/features/auth');
    expect(packageOf('src/main.tsx')).toBe('src/main.tsx');
    expect(displayName('node_modules/zod/v3/types.js')).toBe('zod/v3/types.js');
  });
});
