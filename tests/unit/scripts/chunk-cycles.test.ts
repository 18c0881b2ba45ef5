import { describe, expect, it } from 'vitest';
import { findChunkCycle } from '../../../scripts/chunk-cycles';

const chunk = (fileName: string, imports: string[] = []) => ({ fileName, imports });

describe('the chunk cycle check', () => {
  it('finds a cycle of static imports between chunks, and none where there is none', () => {
    expect(findChunkCycle([chunk('index.js', ['form.js']), chunk('form.js'), chunk('page.js', ['index.js', 'form.js'])])).toBeNull();
    // The cycle that once broke the app: the API client's chunk and the session's imported each other.
    const cyclic = [chunk('common.js', ['session.js']), chunk('session.js', ['common.js']), chunk('index.js', ['common.js'])];
    expect(findChunkCycle(cyclic)).toEqual(['common.js', 'session.js', 'common.js']);
    // Imports of files outside the bundle (none here) are ignored.
    expect(findChunkCycle([chunk('a.js', ['elsewhere.js'])])).toBeNull();
  });
});
