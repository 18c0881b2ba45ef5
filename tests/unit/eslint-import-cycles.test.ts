import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: no import cycles in src/, contracts/ and mocks/ (eslint.config.js, import-x/no-cycle).
 * The rule follows imports on disk, so each proof gives a real file new text that imports
 * something which (through the tsconfig aliases) already imports that file back: the
 * repository's own config must see the cycle. If one of the named imports is refactored
 * away, pick another pair that imports each other.
 */
const eslint = new ESLint();

async function cycleMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result!.messages.filter((m) => m.fatal), 'the sample must parse').toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

// The first lint loads the config and the resolver: slow on a busy machine.
describe('lint: no import cycles', { timeout: 60_000 }, () => {
  it.each([
    // src/ui/data-table/search-keys.ts imports @/lib/format/text-search.
    ['src/ (@/)', 'src/lib/format/text-search.ts', "import { buildSearchKeys } from '@/ui/data-table/search-keys';\nexport const keys = buildSearchKeys;"],
    // contracts/teams.ts imports ./enums.
    ['contracts/ (@contracts/)', 'contracts/enums.ts', "import { teamsEndpoints } from '@contracts/teams';\nexport const teams = teamsEndpoints;"],
    // mocks/db/mappers/teams.ts imports ../../rules/team-status.
    ['mocks/ (@mocks/)', 'mocks/rules/team-status.ts', "import { toTeamProgress } from '@mocks/db/mappers/teams';\nexport const progress = toTeamProgress;"],
  ])('refuses a cycle in %s through the alias', async (_, filePath, code) => {
    expect(await cycleMessages(code, filePath)).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('lets a type-only import close a loop (it is erased at build time)', async () => {
    const code = "import type { buildSearchKeys } from '@/ui/data-table/search-keys';\nexport type Keys = typeof buildSearchKeys;";
    expect(await cycleMessages(code, 'src/lib/format/text-search.ts')).toEqual([]);
  });

  it('finds the cycle between two files that import each other (tests/fixtures/import-cycle)', async () => {
    // Fixtures sit outside the linted trees, so the rule is switched on for them here, with the repository's plugin and resolver.
    const withFixtures = new ESLint({ overrideConfig: { files: ['tests/fixtures/import-cycle/*.ts'], rules: { 'import-x/no-cycle': 'error' } } });
    const results = await withFixtures.lintFiles(['tests/fixtures/import-cycle/first.ts', 'tests/fixtures/import-cycle/second.ts']);
    expect(results.map((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').length)).toEqual([1, 1]);
  });
});
