import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30: a query that does not wait, handed to within() before a findBy, fails at once when
 * the element comes later (boats-admin.test.tsx failed CI that way). The lint rule for tests/
 * (eslint.config.js, noTestRaces) refuses that shape; run with the repository's own config.
 */
const eslint = new ESLint();
const prelude = "import { screen, within } from '@testing-library/react';\nconst table = () => screen.getByRole('table');\n";

async function raceMessages(code: string, filePath = 'tests/unit/features/x/y.test.tsx') {
  const [result] = await eslint.lintText(prelude + code, { filePath });
  expect(result!.messages.filter((m) => m.fatal), 'the sample must parse').toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('lint: tests await the container before within()', { timeout: 60_000 }, () => {
  it.each([
    ['a helper that does not wait, before findBy', "export const t = async () => within(table()).findByRole('row');"],
    ['a helper that does not wait, before findAllBy', "export const t = async () => within(table()).findAllByRole('row');"],
    ['screen.getBy… before findBy', "export const t = async () => within(screen.getByRole('navigation')).findByRole('link');"],
    ['an indexed helper before findBy', "const rows = () => screen.getAllByRole('row');\nexport const t = async () => within(rows()[0]!).findByRole('cell');"],
  ])('refuses %s', async (_, code) => {
    expect(await raceMessages(code)).toEqual([expect.stringContaining('Await the container before within()')]);
  });

  it.each([
    ['getByRole', "export const t = () => within(screen.getByRole('alert')).getAllByRole('link');"],
    ['queryByRole', "export const t = () => within(screen.queryByRole('alert')!).getAllByRole('link');"],
  ])("refuses the error summary taken with %s, even before a getBy", async (_, code) => {
    expect(await raceMessages(code)).toEqual([expect.stringContaining('Await the error summary before within()')]);
  });

  it('lets an awaited container through, and a container already in hand', async () => {
    const code = [
      "export const a = async () => within(await screen.findByRole('table')).findByRole('row');",
      "export const b = async () => within(await screen.findByRole('alert')).getAllByRole('link');",
      "export const c = async (dialog: HTMLElement) => within(dialog).findByRole('button');",
      "export const d = () => within(table()).getByRole('row');",
    ].join('\n');
    expect(await raceMessages(code)).toEqual([]);
  });

  it('applies to every test folder, not to the app', async () => {
    const code = "export const t = async () => within(table()).findByRole('row');";
    expect(await raceMessages(code, 'tests/serve/x.spec.ts')).toHaveLength(1);
    expect(await raceMessages(code, 'src/features/x/y.tsx')).toEqual([]);
  });
});
