/**
 * Two chunks for what the dashboard's shell needs beyond the sign-in page's first load
 * (decision 0020, second revision). Left to rolldown's automatic splitting, a signed-in visit
 * fetched the shell as ~20 small chunks (the query cache, the API client, each contract
 * domain, the bell…); every file costs the browser a modulepreload link, a fetch and a compile
 * task before the first paint, and those tasks are what Lighthouse's simulation multiplies.
 *
 * Both are computed from the build itself, not from a list of paths, so they follow the code:
 *  - `dashboard-core`: what the shell loads that no other public page loads;
 *  - `dashboard-common`: what the shell loads that another public page (sign-up, forgotten
 *    credentials, unauthorized) shares (zod, the API client, the contracts they read). Those
 *    pages load it whole.
 * What most dashboard pages load counts as the shell's (`SHARED_BY_MOST_PAGES`), and what the
 * sign-in page's first load holds is in neither: the sign-in budget (decision 0004) holds.
 *
 * "What X loads" is read from a first build with rolldown's automatic splitting
 * (`dashboardChunking().plugin`): the modules of X's chunk and of the chunks it imports
 * statically. The module graph would not do: its static closure goes through the libraries'
 * index files and so "reaches" every component of react-aria, while a bundle holds only what
 * is used.
 *
 * The groups keep their dependencies where rolldown puts them (`includeDependenciesRecursively:
 * false`, so React and the form layer stay in the first load's chunks). That is safe only
 * while no chunk the groups import imports them back, and the build fails on any cycle between
 * chunks (`findChunkCycle`): the chunk evaluated first would read the other's exports before
 * they exist.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

type ModuleGraph = {
  getModuleInfo(id: string): { dynamicImporters: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
};

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

type BuiltChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'moduleIds' | 'isEntry' | 'facadeModuleId'>;

/**
 * What loading a module brings: the modules of the chunk that holds it and of the chunks that
 * chunk imports statically (a dynamically imported module may share its chunk with others).
 */
export type Loads = { entry: ReadonlySet<string>; of(moduleId: string): ReadonlySet<string> | undefined };

export function loadsOf(chunks: readonly BuiltChunk[]): Loads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holder = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const load = (from: readonly BuiltChunk[]) => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const pending = [...from];
    while (pending.length) {
      const chunk = pending.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) modules.add(id);
      for (const file of chunk.imports) if (byFile.has(file)) pending.push(byFile.get(file)!);
    }
    return modules;
  };
  const byChunk = new Map<BuiltChunk, Set<string>>();
  return {
    entry: load(chunks.filter((chunk) => chunk.isEntry)),
    of(moduleId) {
      const chunk = holder.get(moduleId);
      if (!chunk) return undefined;
      if (!byChunk.has(chunk)) byChunk.set(chunk, load([chunk]));
      return byChunk.get(chunk);
    },
  };
}

/**
 * A module most dashboard pages load (the error banner, the mutation helpers, the users
 * contract…) joins the shell's chunks: any first page needs it, and as its own small chunk it
 * was one more file before that page's first paint.
 */
export const SHARED_BY_MOST_PAGES = 0.75;

/** Modules that at least `share` of the page loads hold. */
export function sharedByMostPages(pageLoads: readonly ReadonlySet<string>[], share = SHARED_BY_MOST_PAGES): Set<string> {
  const count = new Map<string, number>();
  for (const load of pageLoads) for (const id of load) count.set(id, (count.get(id) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= share * pageLoads.length).map(([id]) => id));
}

export type DashboardChunk = 'dashboard-core' | 'dashboard-common';

const EMPTY: ReadonlySet<string> = new Set();
const union = (sets: readonly (ReadonlySet<string> | undefined)[]) => new Set(sets.flatMap((set) => [...(set ?? EMPTY)]));

/**
 * Which of the two chunks each module the shell loads goes to.
 *
 * A module something imports dynamically (the shell itself, `@/lib/session`) keeps its own
 * chunk: it must stay an importable facade, and rolldown does not export a captured module's
 * namespace. What such a facade loads stays out of the groups too, or the facade's chunk and
 * a group's would import each other. (The API client imports the session's token store, and
 * the session imports zod and its contract. With zod in a group, the client read an undefined
 * store after a reload and no call left the page.)
 */
export function dashboardChunks(graph: ModuleGraph, roots: DashboardRoots, loads: Loads): Map<string, DashboardChunk> {
  const firstLoad = union([loads.entry, loads.of(roots.firstPage)]);
  const otherPublic = union(roots.otherPublicPages.map((page) => loads.of(page)));
  const shellSide = new Set(loads.of(roots.shell) ?? EMPTY);
  const pages = (roots.pageTable && graph.getModuleInfo(roots.pageTable)?.dynamicallyImportedIds) || [];
  const pageLoads = pages.flatMap((page) => loads.of(page) ?? []);
  if (pageLoads.length) for (const id of sharedByMostPages(pageLoads)) shellSide.add(id);
  const isFacade = (id: string) => Boolean(graph.getModuleInfo(id)?.dynamicImporters.length);
  const facadeLoads = union([...shellSide].filter((id) => id !== roots.shell && isFacade(id)).map((id) => loads.of(id)));
  const grouped = [...shellSide].filter((id) => !firstLoad.has(id) && !isFacade(id) && !facadeLoads.has(id));
  return new Map(grouped.map((id) => [id, otherPublic.has(id) ? 'dashboard-common' : 'dashboard-core'] as const));
}

/** A cycle of static imports between chunks, as file names (first = last), or null. */
export function findChunkCycle(chunks: readonly Pick<BuiltChunk, 'fileName' | 'imports'>[]): string[] | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of byFile.get(file)?.imports ?? []) {
      const cycle = byFile.has(next) ? visit(next) : null;
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return null;
}

type Plan = { loads?: Loads; chunks?: Map<string, DashboardChunk> };
const PLANS = Symbol.for('pesca.dashboardChunks.plans');

/**
 * Vite loads its config more than once in a build (each load bundles its own copy of this
 * module), and the copy whose plugin runs the first build is not always the one whose groups
 * split the second: the plan is shared through the process.
 */
function sharedPlan(key: string): Plan {
  const plans = ((globalThis as { [PLANS]?: Map<string, Plan> })[PLANS] ??= new Map<string, Plan>());
  if (!plans.has(key)) plans.set(key, {});
  return plans.get(key)!;
}

/**
 * The groups (for `build.rolldownOptions.output.codeSplitting.groups`) and the plugin that
 * runs the first, automatic build they read. A build without that first build, or of another
 * entry (the prerender's server bundle, Storybook), gets no groups.
 */
export function dashboardChunking(roots: DashboardRoots): { groups: CodeSplittingGroup[]; plugin: Plugin } {
  const plan = sharedPlan(roots.firstPage);
  const group = (name: DashboardChunk): CodeSplittingGroup => ({
    name(id, ctx) {
      if (!plan.loads) return null;
      plan.chunks ??= ctx.getModuleInfo(roots.entry) && ctx.getModuleInfo(roots.shell) ? dashboardChunks(ctx, roots, plan.loads) : new Map();
      return plan.chunks.get(id) === name ? name : null;
    },
    debugName: name,
    includeDependenciesRecursively: false,
  });
  const plugin: Plugin = {
    name: 'pesca:dashboard-chunks',
    apply: 'build',
    buildApp: {
      // Before the prerender plugin's builds (it is listed after this one).
      order: 'pre',
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        plan.loads = undefined;
        plan.chunks = undefined;
        const output = (await builder.build(client)) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
        const items = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
        const chunks = items.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        if (!chunks.some((chunk) => chunk.moduleIds.includes(roots.firstPage))) throw new Error(`dashboard-chunks: el build no tiene un chunk para ${roots.firstPage}`);
        plan.loads = loadsOf(chunks);
        // The first build only measured: its files go, the next build writes the real ones.
        const outDir = resolve(client.config.root, client.config.build.outDir);
        for (const item of items) rmSync(resolve(outDir, item.fileName), { force: true });
      },
    },
    generateBundle(_options, bundle) {
      // The app's browser build with the groups (not the first build, the server bundle or Storybook).
      if (!plan.loads || this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const cycle = findChunkCycle(chunks);
      if (cycle) this.error(`dashboard-chunks: los chunks se importan en ciclo (${cycle.join(' → ')}); el primero evaluado leería exportaciones que todavía no existen`);
    },
  };
  return { groups: [group('dashboard-core'), group('dashboard-common')], plugin };
}
