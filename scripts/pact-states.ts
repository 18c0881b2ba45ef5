/**
 * The provider states the pacts use, for docs/pact.md (backend teams implement them).
 *
 *   npx tsx scripts/pact-states.ts          checks that docs/pact.md lists them as the pacts say
 *   npx tsx scripts/pact-states.ts --write  rewrites the generated table in docs/pact.md
 *
 * scripts/pact-verify.ts runs the check too, so a state added to a consumer test cannot
 * reach a backend team undocumented.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PACT_DOC = path.resolve('docs/pact.md');
const START = '<!-- pact-states:start (generado por scripts/pact-states.ts --write) -->';
const END = '<!-- pact-states:end -->';

type Generator = { type: string; expression?: string };
type Interaction = {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  /** `path` holds one generator; `header`, `body` and `query` one per key. */
  request?: { generators?: Record<string, Generator | Record<string, Generator>> };
};

export type StateUse = { name: string; params: Set<string>; injected: Set<string>; interactions: number };

/** Each state of the pacts with the params it receives and the values its interactions inject. */
export function pactStates(pactDir = path.resolve('pacts')): StateUse[] {
  const states = new Map<string, StateUse>();
  for (const file of readdirSync(pactDir).filter((f) => f.endsWith('.json'))) {
    const pact = JSON.parse(readFileSync(path.join(pactDir, file), 'utf8')) as { interactions?: Interaction[] };
    for (const interaction of pact.interactions ?? []) {
      const expressions = Object.values(interaction.request?.generators ?? {}).flatMap((generators) =>
        'type' in generators ? [String(generators.expression ?? '')] : Object.values(generators).map((g) => g.expression ?? ''),
      );
      const injected = expressions.flatMap((e) => [...e.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!));
      for (const state of interaction.providerStates ?? []) {
        const use = states.get(state.name) ?? { name: state.name, params: new Set(), injected: new Set(), interactions: 0 };
        Object.keys(state.params ?? {}).forEach((p) => use.params.add(p));
        injected.forEach((key) => use.injected.add(key));
        use.interactions++;
        states.set(state.name, use);
      }
    }
  }
  return [...states.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const list = (values: Set<string>) => (values.size ? [...values].sort().map((v) => `\`${v}\``).join(', ') : '—');

/** The generated table of docs/pact.md. */
export function statesTable(states: StateUse[]): string {
  const rows = states.map((s) => `| ${s.name} | ${list(s.params)} | ${list(s.injected)} | ${s.interactions} |`);
  return [
    START,
    '| Estado del proveedor | Parámetros que recibe | Valores que debe devolver | Interacciones |',
    '|---|---|---|---|',
    ...rows,
    END,
  ].join('\n');
}

const generatedBlock = new RegExp(`${START.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\S]*?${END}`);

/** Null when docs/pact.md lists exactly the pacts' states, else what is wrong. */
export function staleStatesDoc(): string | null {
  const doc = readFileSync(PACT_DOC, 'utf8');
  const block = generatedBlock.exec(doc)?.[0];
  if (!block) return `${PACT_DOC} no tiene la tabla generada de estados (marcadores ${START} … ${END})`;
  if (block !== statesTable(pactStates())) {
    return `La tabla de estados de ${PACT_DOC} no coincide con pacts/: ejecutá npx tsx scripts/pact-states.ts --write`;
  }
  return null;
}

function main() {
  if (process.argv.includes('--write')) {
    const doc = readFileSync(PACT_DOC, 'utf8');
    const table = statesTable(pactStates());
    writeFileSync(PACT_DOC, generatedBlock.test(doc) ? doc.replace(generatedBlock, table) : `${doc.trimEnd()}\n\n${table}\n`);
    console.info(`Tabla de estados actualizada en ${PACT_DOC}`);
    return 0;
  }
  const problem = staleStatesDoc();
  if (problem) console.error(problem);
  else console.info('docs/pact.md lista todos los estados de los pacts.');
  return problem ? 1 : 0;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) process.exitCode = main();
