import { describe, expect, it } from 'vitest';
import { dashboardChunking, dashboardChunks, findChunkCycle, loadsOf, sharedByMostPages } from '../../../scripts/dashboard-chunks';

/** A chunk of a first, automatic build: its file, the modules it holds, the chunks it imports. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
  facadeModuleId: moduleIds[0] ?? null,
});

/**
 * The first build: the entry (react) loads sign-in (form) and, dynamically, the shell and
 * the session; sign-up shares zod and the API client with the shell; the API client imports
 * the session, which imports zod's session contract; the pages p1–p4 share a banner.
 */
const firstBuild = [
  chunk('index.js', ['main', 'react'], [], true),
  chunk('form.js', ['form']),
  chunk('sign-in.js', ['sign-in', 'client-lite'], ['index.js', 'form.js']),
  chunk('zod.js', ['zod', 'session-contract']),
  chunk('session.js', ['session', 'jwt'], ['zod.js', 'index.js']),
  chunk('api.js', ['api'], ['session.js', 'zod.js']),
  chunk('sign-up.js', ['sign-up'], ['api.js', 'index.js']),
  chunk('shell.js', ['shell', 'layout', 'query', 'link'], ['api.js', 'form.js', 'index.js']),
  chunk('banner.js', ['banner']),
  chunk('p1.js', ['p1', 'chart'], ['banner.js']),
  chunk('p2.js', ['p2'], ['banner.js']),
  chunk('p3.js', ['p3'], ['banner.js']),
  chunk('p4.js', ['p4']),
];
const dynamicallyImported = new Set(['sign-in', 'sign-up', 'shell', 'session', 'p1', 'p2', 'p3', 'p4']);
const graph = {
  getModuleInfo: (id: string) => ({
    dynamicImporters: dynamicallyImported.has(id) ? ['someone'] : [],
    dynamicallyImportedIds: id === 'pages' ? ['p1', 'p2', 'p3', 'p4'] : [],
  }),
};
const roots = { entry: 'main', firstPage: 'sign-in', otherPublicPages: ['sign-up'], shell: 'shell', pageTable: 'pages' };

describe('dashboard chunks', () => {
  it('reads what loading a module brings from the first build: its chunk and the chunks that one imports', () => {
    const loads = loadsOf(firstBuild);
    expect([...loads.entry].sort()).toEqual(['main', 'react']);
    expect([...loads.of('sign-in')!].sort()).toEqual(['client-lite', 'form', 'main', 'react', 'sign-in']);
    // A module that shares its chunk (not the chunk's facade) brings the same.
    expect(loads.of('jwt')).toEqual(loads.of('session'));
    expect(loads.of('nowhere')).toBeUndefined();
  });

  it('finds what at least three page loads in four hold', () => {
    const loads = loadsOf(firstBuild);
    expect([...sharedByMostPages(['p1', 'p2', 'p3', 'p4'].map((page) => loads.of(page)!))]).toEqual(['banner']);
  });

  it('puts what only the shell loads in dashboard-core, what sign-up shares in dashboard-common, and what most pages load with them', () => {
    const chunks = dashboardChunks(graph, roots, loadsOf(firstBuild));
    expect(Object.fromEntries(chunks)).toEqual({
      layout: 'dashboard-core',
      query: 'dashboard-core',
      link: 'dashboard-core',
      banner: 'dashboard-core',
      api: 'dashboard-common',
    });
  });

  it('leaves out the sign-in first load (the budget), a facade, what a facade loads (no chunk cycle) and a single page’s module', () => {
    const chunks = dashboardChunks(graph, roots, loadsOf(firstBuild));
    for (const id of ['main', 'react', 'form', 'client-lite', 'sign-in', 'shell', 'session', 'jwt', 'zod', 'session-contract', 'chart', 'p1']) {
      expect(chunks.has(id), id).toBe(false);
    }
  });

  it('finds a cycle of static imports between chunks, and none where there is none', () => {
    expect(findChunkCycle(firstBuild)).toBeNull();
    const cyclic = [chunk('common.js', ['api'], ['session.js']), chunk('session.js', ['session'], ['common.js']), chunk('index.js', ['main'], ['common.js'])];
    expect(findChunkCycle(cyclic)).toEqual(['common.js', 'session.js', 'common.js']);
  });

  it('captures nothing before the first build has run, and keeps dependencies where they are', () => {
    const { groups } = dashboardChunking({ ...roots, firstPage: 'a-page-no-build-has-measured' });
    const name = groups[0]!.name as (id: string, ctx: typeof graph) => string | null;
    expect(name('layout', graph)).toBeNull();
    expect(groups.map((group) => group.includeDependenciesRecursively)).toEqual([false, false]);
  });
});
