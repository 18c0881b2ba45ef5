import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * GUIDE: a domain never imports another domain, and a domain's parts (owner/, admin/ …) share
 * only through its shared/ part (eslint.config.js). Run through ESLint's Node API with the
 * repository's own config: dropping or narrowing a rule fails here.
 */
const eslint = new ESLint();
const otherDomain = 'Features never import other domains: move what both need to src/lib or src/ui.';
const otherPart = "A domain's parts import only their own folder and the domain's shared/ part";

async function importMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result!.messages.filter((m) => m.fatal), 'the sample must parse').toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

// The first lint loads the typed config: slow on a busy machine.
describe('lint: domains never import other domains', { timeout: 60_000 }, () => {
  it.each([
    ['by alias', "import { TeamFacts } from '@/features/teams/owner/team-facts';\nexport { TeamFacts };"],
    ['by a relative path', "import { TeamFacts } from '../../teams/owner/team-facts';\nexport { TeamFacts };"],
    ['lazily', "export const load = () => import('@/features/members/shared/member-form');"],
  ])('refuses another domain %s', async (_, code) => {
    expect(await importMessages(code, 'src/features/boats/owner/x.tsx')).toEqual([expect.stringContaining(otherDomain)]);
  });

  it('refuses leaving a domain without parts by a relative path', async () => {
    const code = "import { HomePage } from '../home/home-page';\nexport { HomePage };";
    expect(await importMessages(code, 'src/features/auth/x.tsx')).toEqual([expect.stringContaining(otherDomain)]);
  });

  it('covers every domain folder, not a fixed list', async () => {
    const code = "import { BoatForm } from '@/features/boats/owner/boat-form';\nexport { BoatForm };";
    expect(await importMessages(code, 'src/features/help-desk/user/x.tsx')).toEqual([expect.stringContaining(otherDomain)]);
    expect(await importMessages(code, 'src/features/users/account/x.tsx')).toEqual([expect.stringContaining(otherDomain)]);
  });

  it("refuses another part of the same domain, statically and lazily", async () => {
    const code = "import { TeamFacts } from '../owner/team-facts';\nexport { TeamFacts };";
    expect(await importMessages(code, 'src/features/teams/admin/x.tsx')).toEqual([expect.stringContaining(otherPart)]);
    const lazy = "export const load = () => import('../admin/teams-page');";
    expect(await importMessages(lazy, 'src/features/teams/owner/x.tsx')).toEqual([expect.stringContaining(otherPart)]);
  });

  it("lets a part import its own files, its domain's shared part and shared code", async () => {
    const code = [
      "export const load = () => import('./own-lazy');",
      "import { a } from './own';",
      "import { b } from '@/features/boats/owner/own';",
      "import { c } from '@/lib/routing/routes';",
      "import { d } from '@/ui/button';",
      "import { e } from '../shared/boat-fields';",
      'export { a, b, c, d, e };',
    ].join('\n');
    expect(await importMessages(code, 'src/features/boats/owner/x.tsx')).toEqual([]);
  });

  it('still keeps the app shell and the mock backend out of features', async () => {
    const [message] = await importMessages("import { db } from '@mocks/db';\nexport { db };", 'src/features/boats/owner/x.tsx');
    expect(message).toMatch(/mock backend/);
  });

  it('lets the app shell load every feature', async () => {
    expect(await importMessages("export const load = () => import('@/features/boats/owner/my-boat-page');", 'src/app/x.tsx')).toEqual([]);
  });
});
