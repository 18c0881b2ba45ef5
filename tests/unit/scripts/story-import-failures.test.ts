import { describe, expect, it } from 'vitest';
import { failedOnlyToFetch } from '../../../scripts/story-import-failures';

/** The parts of a Vitest TestModule the check reads. */
function moduleResult(state: 'passed' | 'failed' | 'skipped', errors: { message: string; cause?: unknown }[], tests = 0) {
  return {
    state: () => state,
    errors: () => errors,
    children: { allTests: function* () { for (let i = 0; i < tests; i++) yield {}; } },
  } as unknown as Parameters<typeof failedOnlyToFetch>[0];
}

const importFailed = {
  message: 'Failed to import test file /work/stories/screens/members.stories.tsx',
  cause: { message: 'Failed to fetch dynamically imported module: http://localhost:63315/work/stories/screens/members.stories.tsx?import' },
};

describe('which story files the shared page could not import (run again, each in a page of its own)', () => {
  it('a file that failed only because Chromium could not fetch its modules, before any story ran', () => {
    expect(failedOnlyToFetch(moduleResult('failed', [importFailed]))).toBe(true);
  });

  it('not a file whose stories ran: a failing story is never run again', () => {
    expect(failedOnlyToFetch(moduleResult('failed', [importFailed], 3))).toBe(false);
  });

  it('not a file that failed to import for another reason', () => {
    const syntax = { message: 'Failed to import test file x.stories.tsx', cause: { message: "SyntaxError: Unexpected token '<'" } };
    expect(failedOnlyToFetch(moduleResult('failed', [syntax]))).toBe(false);
    expect(failedOnlyToFetch(moduleResult('failed', [importFailed, syntax]))).toBe(false);
  });

  it('not a file that passed or was skipped, nor a failure with no error to read', () => {
    expect(failedOnlyToFetch(moduleResult('passed', []))).toBe(false);
    expect(failedOnlyToFetch(moduleResult('skipped', []))).toBe(false);
    expect(failedOnlyToFetch(moduleResult('failed', []))).toBe(false);
  });
});
