/**
 * A build check for the chunk list in vite.config.ts: no two chunks may import each other.
 * Rolldown's groups take their members' dependencies along, which keeps the chunks acyclic;
 * a group that did not (or a future rolldown) could form a cycle, and nothing else would say so
 * until a page broke (decision 0020).
 */
import type { Plugin, Rolldown } from 'vite';

type ChunkImports = Pick<Rolldown.OutputChunk, 'fileName' | 'imports'>;

/** A cycle of static imports between chunks, as file names (first = last), or null. */
export function findChunkCycle(chunks: readonly ChunkImports[]): string[] | null {
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

/**
 * Fails the browser build when chunks import each other. A group that does not take its
 * dependencies along can form such a cycle, and then the chunk evaluated first reads the
 * other's exports before they exist: once, after a reload, the API client read an undefined
 * token store and no call left the page (decision 0020).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'pesca:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const cycle = findChunkCycle(chunks);
      if (!cycle) return;
      // Which modules make the cycle's first link: where to look in the chunk list.
      const [from, to] = cycle.map((file) => chunks.find((chunk) => chunk.fileName === file)!);
      const needed = to!.moduleIds.filter((id) => this.getModuleInfo(id)?.importers.some((importer) => from!.moduleIds.includes(importer)));
      this.error(
        `los chunks se importan en ciclo (${cycle.join(' → ')}); el primero evaluado leería exportaciones que todavía no existen. ` +
          `${from!.fileName} importa de ${to!.fileName}: ${needed.map((id) => id.replace(`${process.cwd()}/`, '')).join(', ')}`,
      );
    },
  };
}
