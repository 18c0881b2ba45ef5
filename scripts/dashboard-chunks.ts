/**
 * Two chunks for what the dashboard's shell needs beyond the sign-in page's first load
 * (decision 0020, revision of 24/11). Left to rolldown's automatic splitting, a signed-in
 * visit fetched the shell as ~20 small chunks (the query cache, the API client, each
 * contract domain, the session, the bell…); every file costs the browser a modulepreload
 * link, a fetch and a compile task before the first paint, and those tasks are what
 * Lighthouse's simulation multiplies.
 *
 * Both are computed from the module graph, not from a list of paths, so they follow the code:
 *  - `dashboard-core`: the shell's static imports that no public page imports;
 *  - `dashboard-common`: the shell's static imports that another public page (sign-up,
 *    forgotten credentials, unauthorized) shares, but neither the entry nor the sign-in page
 *    needs (zod, the API client, the contracts they read). Those pages load it whole.
 * Modules that most dashboard pages import count as the shell's (`SHARED_BY_MOST_PAGES`).
 * The entry's and the sign-in page's modules are in neither: the sign-in budget (decision
 * 0004) is untouched.
 *
 * Why no cycles although the groups keep their dependencies where rolldown put them
 * (`includeDependenciesRecursively: false`, so React and the form layer stay in the entry's
 * chunks): a static closure is closed under imports, so the entry and sign-in side never
 * imports either group, and the public side never imports `dashboard-core`.
 */
import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
};

/** Every module `roots` reach through static imports (dynamic imports start other chunks). */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

export type DashboardRoots = {
  /** The app's entry module (src/main.tsx). */
  entry: string;
  /** The prerendered page whose first load has a budget (sign-in). */
  firstPage: string;
  /** The other public pages. */
  otherPublicPages: readonly string[];
  /** The dashboard's lazily loaded shell. */
  shell: string;
  /** The module whose dynamic imports are the dashboard's pages (src/app/dashboard-pages.ts). */
  pageTable?: string;
};

/**
 * A module most dashboard pages import (the error banner, the mutation helpers, the users
 * contract…) joins the shell's chunks: any first page needs it, and as its own small chunk it
 * was one more file before that page's first paint.
 */
export const SHARED_BY_MOST_PAGES = 0.75;

/** Modules that at least `share` of the pages reach through static imports. */
export function sharedByMostPages(graph: ModuleGraph, pageTable: string, share = SHARED_BY_MOST_PAGES): Set<string> {
  const pages = graph.getModuleInfo(pageTable)?.dynamicallyImportedIds ?? [];
  const count = new Map<string, number>();
  for (const page of pages) for (const id of staticClosure(graph, [page])) count.set(id, (count.get(id) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => pages.length > 0 && n >= share * pages.length).map(([id]) => id));
}

export type DashboardChunk = 'dashboard-core' | 'dashboard-common';

/**
 * Which of the two chunks each of the shell's modules goes to. A module something imports
 * dynamically (the shell itself, `@/lib/session`) keeps its own chunk: it must stay an
 * importable facade, and rolldown does not export a captured module's namespace.
 */
export function dashboardChunks(graph: ModuleGraph, roots: DashboardRoots): Map<string, DashboardChunk> {
  const firstLoad = staticClosure(graph, [roots.entry, roots.firstPage]);
  const otherPublic = staticClosure(graph, roots.otherPublicPages);
  const chunks = new Map<string, DashboardChunk>();
  const shellSide = staticClosure(graph, [roots.shell]);
  if (roots.pageTable) for (const id of sharedByMostPages(graph, roots.pageTable)) shellSide.add(id);
  for (const id of shellSide) {
    if (firstLoad.has(id) || graph.getModuleInfo(id)?.dynamicImporters.length) continue;
    chunks.set(id, otherPublic.has(id) ? 'dashboard-common' : 'dashboard-core');
  }
  return chunks;
}

/**
 * The groups for the app's browser build. Another build of the same config (the prerender's
 * server bundle, Storybook) has other entries: there the sets cannot be computed, so the
 * groups capture nothing and rolldown's automatic splitting applies.
 */
export function dashboardGroups(roots: DashboardRoots): CodeSplittingGroup[] {
  let chunks: Map<string, DashboardChunk> | undefined;
  const group = (name: DashboardChunk): CodeSplittingGroup => ({
    name(id, ctx) {
      chunks ??= ctx.getModuleInfo(roots.entry) && ctx.getModuleInfo(roots.shell) ? dashboardChunks(ctx, roots) : new Map();
      return chunks.get(id) === name ? name : null;
    },
    debugName: name,
    includeDependenciesRecursively: false,
  });
  return [group('dashboard-core'), group('dashboard-common')];
}
