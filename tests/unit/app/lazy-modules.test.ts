import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyModules } from '../../lazy-modules';

const src = join(import.meta.dirname, '../../../src');
/** Loaded only by the production build (src/main.tsx and the venue worker, decision 0048). */
const productionOnly = ['src/main.tsx', 'src/app/venue/start-venue-mode.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each import('…') of src/, as an '@/…' specifier. */
function dynamicImports(): string[] {
  return sourceFiles(src)
    .filter((file) => !productionOnly.includes(posix.join('src', relative(src, file))))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bimport\('([^']+)'\)/g)].map(([, specifier]) =>
        specifier!.startsWith('.') ? `@/${relative(src, join(dirname(file), specifier!))}` : specifier!,
      ),
    )
    .filter((specifier) => specifier.startsWith('@/'));
}

describe('the lazy modules the component tests load first (tests/setup-components.ts)', () => {
  it('are every module src/ loads with import()', () => {
    expect([...new Set(dynamicImports())].sort()).toEqual(Object.keys(lazyModules).sort());
  });
});
