import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * GUIDE: a feature never imports another feature (eslint.config.js, issue 9). Run through
 * ESLint's Node API with the repository's own config: dropping or narrowing the rule fails here.
 */
const eslint = new ESLint();
const refused = 'Features never import other features: move what both need to src/lib or src/ui.';

async function importMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result!.messages.filter((m) => m.fatal), 'the sample must parse').toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

// The first lint loads the typed config: slow on a busy machine.
describe('lint: features never import other features', { timeout: 60_000 }, () => {
  it.each([
    ['by alias', "import { TeamFacts } from '@/features/team/team-facts';\nexport { TeamFacts };"],
    ['by a relative path', "import { TeamFacts } from '../team/team-facts';\nexport { TeamFacts };"],
    ['lazily', "export const load = () => import('@/features/members/member-form');"],
  ])('refuses another feature %s', async (_, code) => {
    expect(await importMessages(code, 'src/features/boat/x.tsx')).toEqual([expect.stringContaining(refused)]);
  });

  it('covers every feature folder, not a fixed list', async () => {
    const code = "import { BoatForm } from '@/features/boat/boat-form';\nexport { BoatForm };";
    expect(await importMessages(code, 'src/features/help/x.tsx')).toEqual([expect.stringContaining(refused)]);
    expect(await importMessages(code, 'src/features/account/x.tsx')).toEqual([expect.stringContaining(refused)]);
  });

  it('lets a feature import its own files and shared code', async () => {
    const code = [
      "export const load = () => import('./own-lazy');",
      "import { a } from './own';",
      "import { b } from '@/features/boat/own';",
      "import { c } from '@/lib/routes';",
      "import { d } from '@/ui/button';",
      'export { a, b, c, d };',
    ].join('\n');
    expect(await importMessages(code, 'src/features/boat/x.tsx')).toEqual([]);
  });

  it('still keeps the app shell and the mock backend out of features', async () => {
    const [message] = await importMessages("import { db } from '@mocks/db';\nexport { db };", 'src/features/boat/x.tsx');
    expect(message).toMatch(/mock backend/);
  });

  it('lets the app shell load every feature', async () => {
    expect(await importMessages("export const load = () => import('@/features/boat/my-boat-page');", 'src/app/x.tsx')).toEqual([]);
  });
});
