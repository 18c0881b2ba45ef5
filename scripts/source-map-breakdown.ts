/**
 * Which source modules the bytes of a built chunk come from, read from its source map (the
 * way source-map-explorer does it): every mapped segment of the minified code counts for the
 * source it maps to; bytes with no mapping count as '(sin mapa)'. The gzip share of a module
 * is estimated as its share of the chunk's raw bytes times the chunk's gzip size (gzip works
 * on the whole file, so a module has no gzip size of its own).
 */

const VLQ_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VLQ_VALUE = new Map([...VLQ_CHARS].map((c, i) => [c, i]));

/** Decodes one mappings segment ("AAAA,CAAC") into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ_VALUE.get(char);
    if (digit === undefined) throw new Error(`Carácter VLQ inválido: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export type SourceMap = { sources: (string | null)[]; mappings: string };

export const UNMAPPED = '(sin mapa)';

/** Characters of `code` attributed to each source of `map`. */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const result = new Map<string, number>();
  const add = (source: string, n: number) => n > 0 && result.set(source, (result.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    // Column and source index are relative within the line / across the whole map.
    let column = 0;
    const starts: { column: number; source: string }[] = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [dCol = 0, dSource] = decodeSegment(segment);
      column += dCol;
      if (dSource !== undefined) {
        sourceIndex += dSource;
        starts.push({ column, source: map.sources[sourceIndex] ?? UNMAPPED });
      } else {
        starts.push({ column, source: UNMAPPED });
      }
    }
    add(UNMAPPED, (starts[0]?.column ?? line.length) + (lineNo < lines.length - 1 ? 1 : 0));
    starts.forEach((start, i) => add(start.source, (starts[i + 1]?.column ?? line.length) - start.column));
  });
  return result;
}

/** 'react-dom' for node_modules/react-dom/…, '@react-aria/button' for scoped ones, else the app folder. */
export function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (source === UNMAPPED) return UNMAPPED;
  const app = /^(src|contracts)\/(.*)$/.exec(source);
  if (!app) return '(otros)';
  const [, root, rest] = app;
  const folders = rest!.split('/');
  // src/ui, src/lib, src/features/auth …: deep enough to name the owner, not every file.
  const depth = folders[0] === 'features' ? 2 : 1;
  return `${root}/${folders.slice(0, Math.min(depth, folders.length - 1)).join('/') || folders[0]}`;
}

/** A source path from a map (relative to dist/assets) as a path relative to the project. */
export function projectPath(source: string): string {
  return source.replace(/^(\.\.\/)+/, '');
}

/** Shorter name for display: packages without the node_modules/ prefix. */
export function displayName(path: string): string {
  const nm = path.lastIndexOf('node_modules/');
  return nm >= 0 ? path.slice(nm + 'node_modules/'.length) : path;
}
