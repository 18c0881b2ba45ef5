import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@mocks/demo-accounts';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it.each(demoAccounts.map((a) => [a.username, a]))('lists the demo account %s with its password and what it shows', (_, account) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${account.username}\` | \`${account.password}\` |`));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${account.shows} |`);
  });

  it('names the two commands and every npm script it documents exists', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
    for (const [, name] of readme.matchAll(/`npm run ([\w:-]+)`/g)) expect(scripts, name).toHaveProperty(name!);
  });
});
