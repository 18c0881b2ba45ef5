import { describe, expect, it } from 'vitest';
import { dashboardChunks, dashboardGroups, sharedByMostPages, staticClosure } from '../../../scripts/dashboard-chunks';

/** A module graph: each id with its static imports and whether something imports it dynamically. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: boolean; dynamicImports?: string[] }>) {
  return {
    getModuleInfo(id: string) {
      const m = modules[id];
      return m ? { importedIds: m.imports ?? [], dynamicImporters: m.dynamic ? ['someone'] : [], dynamicallyImportedIds: m.dynamicImports ?? [] } : null;
    },
  };
}

/**
 * main → react; sign-in → form, client-lite; sign-up → zod, api; shell (dynamic) → layout,
 * query, api, session (dynamic), form; api → zod; layout → react.
 */
const app = graph({
  main: { imports: ['react'] },
  react: {},
  'sign-in': { dynamic: true, imports: ['form', 'client-lite'] },
  form: { imports: ['react'] },
  'client-lite': {},
  'sign-up': { dynamic: true, imports: ['zod', 'api'] },
  zod: {},
  api: { imports: ['zod'] },
  shell: { dynamic: true, imports: ['layout', 'query', 'api', 'session', 'form'] },
  layout: { imports: ['react'] },
  query: {},
  session: { dynamic: true },
});
const roots = { entry: 'main', firstPage: 'sign-in', otherPublicPages: ['sign-up'], shell: 'shell' };

describe('dashboard chunks', () => {
  it('follows static imports only, each module once, cycles included', () => {
    const cyclic = graph({ a: { imports: ['b'] }, b: { imports: ['a', 'c'] }, c: {} });
    expect([...staticClosure(cyclic, ['a'])].sort()).toEqual(['a', 'b', 'c']);
    expect(staticClosure(cyclic, ['missing']).size).toBe(0);
  });

  it('puts what only the shell imports in dashboard-core, and what another public page shares in dashboard-common', () => {
    const chunks = dashboardChunks(app, roots);
    expect(Object.fromEntries(chunks)).toEqual({
      layout: 'dashboard-core',
      query: 'dashboard-core',
      api: 'dashboard-common',
      zod: 'dashboard-common',
    });
  });

  it('leaves the entry’s and the sign-in page’s modules out, so the first load budget is untouched', () => {
    const chunks = dashboardChunks(app, roots);
    for (const id of ['main', 'react', 'form', 'client-lite']) expect(chunks.has(id)).toBe(false);
  });

  it('keeps a module that is imported dynamically in its own chunk (it must stay an importable facade)', () => {
    const chunks = dashboardChunks(app, roots);
    expect(chunks.has('shell')).toBe(false);
    expect(chunks.has('session')).toBe(false);
  });

  it('captures nothing in a build without the app’s entry (the prerender’s server bundle, Storybook)', () => {
    const [core, common] = dashboardGroups({ ...roots, entry: 'prerender-entry' });
    const name = core!.name as (id: string, ctx: typeof app) => string | null;
    expect(name('layout', app)).toBeNull();
    expect((common!.name as typeof name)('api', app)).toBeNull();
  });

  it('names each captured module’s group in the app’s build and keeps dependencies where they are', () => {
    const [core, common] = dashboardGroups(roots);
    const coreName = core!.name as (id: string, ctx: typeof app) => string | null;
    const commonName = common!.name as typeof coreName;
    expect(coreName('layout', app)).toBe('dashboard-core');
    expect(coreName('api', app)).toBeNull();
    expect(commonName('api', app)).toBe('dashboard-common');
    expect(commonName('react', app)).toBeNull();
    expect(core!.includeDependenciesRecursively).toBe(false);
  });

  describe('with the page table', () => {
    /** Four pages: banner in all four, table and api (shared with sign-up) in three, chart in one. */
    const withPages = graph({
      ...Object.fromEntries(['main', 'react', 'form', 'client-lite', 'zod', 'api', 'layout', 'query'].map((id) => [id, { imports: ({ main: ['react'], form: ['react'], api: ['zod'], layout: ['react'] } as Record<string, string[]>)[id] }])),
      'sign-in': { dynamic: true, imports: ['form', 'client-lite'] },
      'sign-up': { dynamic: true, imports: ['zod', 'api'] },
      shell: { dynamic: true, imports: ['layout', 'query', 'pages'] },
      pages: { dynamicImports: ['p1', 'p2', 'p3', 'p4'] },
      p1: { dynamic: true, imports: ['banner', 'table', 'api'] },
      p2: { dynamic: true, imports: ['banner', 'table', 'api'] },
      p3: { dynamic: true, imports: ['banner', 'table', 'chart', 'api'] },
      p4: { dynamic: true, imports: ['banner', 'react'] },
      banner: {},
      table: { imports: ['react'] },
      chart: {},
    });

    it('finds the modules that at least three pages in four import', () => {
      expect([...sharedByMostPages(withPages, 'pages')].sort()).toEqual(['api', 'banner', 'react', 'table', 'zod']);
      expect(sharedByMostPages(withPages, 'no-such-module').size).toBe(0);
    });

    it('adds them to the shell’s chunks, but never a page itself, a first-load module or one page’s own module', () => {
      const chunks = dashboardChunks(withPages, { ...roots, pageTable: 'pages' });
      expect(chunks.get('banner')).toBe('dashboard-core');
      expect(chunks.get('table')).toBe('dashboard-core');
      expect(chunks.get('api')).toBe('dashboard-common');
      for (const id of ['react', 'chart', 'p1', 'p4']) expect(chunks.has(id)).toBe(false);
    });
  });
});
