import type { TestModule } from 'vitest/node';

/** What Chromium says when a module of a file's graph could not be fetched or served. */
const FETCH_FAILED = 'Failed to fetch dynamically imported module';

type ModuleResult = Pick<TestModule, 'state' | 'errors' | 'children'>;

/** An error's message with its causes' (Vitest reports "Failed to import test file", caused by the fetch). */
function messages(error: { message?: unknown; cause?: unknown }): string {
  const cause = error.cause && typeof error.cause === 'object' ? messages(error.cause as { message?: unknown; cause?: unknown }) : '';
  return `${String(error.message ?? '')} ${cause}`;
}

/**
 * A story file the shared page could not import (scripts/story-tests.ts): it failed, no test of
 * it ran, and each of its errors is Chromium's failed module fetch. A file whose stories ran and
 * failed, or that failed for any other reason, is not one.
 */
export function failedOnlyToFetch(module: ModuleResult): boolean {
  const errors = module.errors();
  return (
    module.state() === 'failed' &&
    errors.length > 0 &&
    errors.every((error) => messages(error).includes(FETCH_FAILED)) &&
    [...module.children.allTests()].length === 0
  );
}
