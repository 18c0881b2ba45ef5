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

  it('shows the current figures of each benchmark, once; their history lives in docs/perf-history.md (issue 30)', () => {
    const tablesWithHeader = (header: string) => readme.split('\n').filter((line) => line.startsWith(header)).length;
    expect(tablesWithHeader('| página | puntaje |'), 'npm run perf').toBe(1);
    expect(tablesWithHeader('| cifra | valor | meta |'), 'npm run bench').toBe(1);
    expect(readme).toContain('[docs/perf-history.md](docs/perf-history.md)');
    const history = readFileSync('docs/perf-history.md', 'utf8');
    for (const section of ['## `npm run perf`', '## `npm run bench`']) expect(history).toContain(section);
  });

  it('says how npm run perf reports: the median of 5 runs with the spread', () => {
    expect(readme).toContain('Corre Lighthouse 5 veces por página');
    expect(readme).toContain('la mediana y entre\nparéntesis la mínima y la máxima');
  });
});
