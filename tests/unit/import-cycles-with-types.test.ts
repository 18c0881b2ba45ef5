import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30: lint's import-x/no-cycle (eslint.config.js) skips type-only imports and has no
 * option to count them, so a type-only cycle (reminder-whatsapp.tsx ↔ send-reminder-dialog.tsx)
 * went unseen. Erased at build time, it still ties two files' designs together: the shared type
 * belongs in its own file. This test builds the import graph of src/, contracts/ and mocks/
 * with every import (types included, resolved with tsconfig.json's aliases, as TypeScript
 * does) and refuses any cycle.
 */
const root = join(import.meta.dirname, '../..');
const trees = ['src', 'contracts', 'mocks'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);

/** Every file each file imports (value or type, static imports and re-exports), inside the trees. */
export function importGraph(files: readonly string[]) {
  const inTrees = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => !!target && inTrees.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('no import cycles, type-only imports included', { timeout: 60_000 }, () => {
  it('finds a cycle closed by a type-only import', () => {
    const graph = new Map([
      ['a.tsx', ['b.tsx']],
      ['b.tsx', ['a.tsx']],
      ['c.ts', ['a.tsx']],
    ]);
    expect(cycles(graph)).toEqual([['a.tsx', 'b.tsx']]);
  });

  it('reads type-only imports as edges (the fixtures import each other by type only)', () => {
    const fixtures = ['first.ts', 'second.ts'].map((name) => join(root, 'tests/fixtures/type-import-cycle', name));
    expect(cycles(importGraph(fixtures)).map((c) => c.map((f) => relative(root, f)))).toEqual([
      ['tests/fixtures/type-import-cycle/first.ts', 'tests/fixtures/type-import-cycle/second.ts'],
    ]);
  });

  it('src/, contracts/ and mocks/ have none', () => {
    const files = trees.flatMap((tree) => sourceFiles(join(root, tree)));
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(importGraph(files)).map((c) => c.map((f) => relative(root, f)))).toEqual([]);
  });
});
