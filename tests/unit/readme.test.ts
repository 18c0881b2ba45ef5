import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/demo-accounts';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it.each(demoAccounts.map((a) => [a.username, a]))('lists the demo account %s with its password', (_, account) => {
    expect(readme).toContain(`| \`${account.username}\` | \`${account.password}\` |`);
  });

  it('names the two commands and every npm script it documents exists', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
    for (const [, name] of readme.matchAll(/`npm run ([\w:-]+)`/g)) expect(scripts, name).toHaveProperty(name!);
  });
});
