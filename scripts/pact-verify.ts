/**
 * Provider verification of every pact in pacts/ (`npm run pact:verify`).
 *
 * Default: starts the mock backend as a real HTTP server on a free port and verifies the
 * pacts against it; each interaction's provider state goes to the mock's POST /__mock/state,
 * which resets the seed, sets the state up and answers the values the pact injects
 * (accessToken, ids).
 *
 * Against the production API (server/, docs/decisions/0064): `--server` starts it in-process
 * with its test controls on, on the embedded database in a temporary folder, or on the
 * PostgreSQL server of DATABASE_URL (the test script's throwaway cluster).
 *
 * Against another backend (docs/pact.md):
 *   PACT_PROVIDER_BASE_URL   the API root (without /api); no mock is started
 *   PACT_PROVIDER_STATES_URL optional: receives {state, params, action} per interaction and
 *                            answers JSON values to inject (accessToken, teamId, …)
 *   PACT_PROVIDER_TOKEN      optional: access token sent where the pact still holds the
 *                            consumer's example token (states that sign nobody in)
 * Every response the provider gives during the verification passes through a local proxy
 * that checks it against contracts/openapi.json (scripts/openapi-responses.ts): the status
 * must be documented for the operation and the body must match its schema.
 *
 * Exits non-zero when any interaction fails, when the pacts and contracts/openapi.json disagree
 * (scripts/pact-openapi.ts), when any response breaks the OpenAPI document, and (against the
 * mock) when a declared call has no successful interaction or docs/pact.md does not list the
 * states the pacts use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { startMockHttpServer } from '../mocks/http-server';
import { startApiInProcess } from './api-in-process';
import { createResponseValidator } from './openapi-responses';
import { callsWithoutSuccessInteraction } from './pact-coverage';
import { pactDirDisagreements } from './pact-openapi';
import { startValidatingProxy, type Mismatch } from './validating-proxy';
import { staleStatesDoc } from './pact-states';
import { PACT_DIR, PROVIDER } from '../tests/pact/support/pact';
import { ACCESS_TOKEN_EXAMPLE } from '../tests/pact/support/tokens';

type PactFile = { interactions?: { providerStates?: { name: string }[] }[] };
type StateFunction = (params: unknown) => Promise<Record<string, unknown>>;

const pactFiles = readdirSync(PACT_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => path.join(PACT_DIR, name));

/** Every provider state the pacts name: each gets a handler that forwards it to the states URL. */
const stateNames = [
  ...new Set(
    pactFiles.flatMap((file) =>
      ((JSON.parse(readFileSync(file, 'utf8')) as PactFile).interactions ?? []).flatMap((i) => (i.providerStates ?? []).map((s) => s.name)),
    ),
  ),
].sort();

function forwardingStateHandlers(statesUrl: string | undefined): Record<string, StateFunction> {
  const setUp = (state: string): StateFunction => async (params) => {
    if (!statesUrl) return {};
    const response = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Estado "${state}": ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  return Object.fromEntries(stateNames.map((name) => [name, setUp(name)]));
}

/**
 * Pact's proxy runs this as express middleware; only the request's headers are touched, so
 * node's own request type suffices (the app has no express types of its own).
 */
type RequestFilter = (req: IncomingMessage, res: unknown, next: () => void) => void;

/** Puts PACT_PROVIDER_TOKEN where no provider state injected a real token. */
const tokenFilter = (token: string): RequestFilter => (req, _res, next) => {
  if (req.headers.authorization === `Bearer ${ACCESS_TOKEN_EXAMPLE}`) req.headers.authorization = `Bearer ${token}`;
  next();
};

/** Pact already printed each failure; this names the calls that fail (a missing handler shows up as one line). */
function failureSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  let failed: string[];
  try {
    failed = ((JSON.parse(message) as { errors?: { interaction: string }[] }).errors ?? []).map((e) => e.interaction);
  } catch {
    return `Verificación del proveedor fallida: ${message}`;
  }
  const byCall = new Map<string, number>();
  for (const interaction of failed) {
    const call = /\(([A-Z]+ [^)]+)\)$/.exec(interaction)?.[1] ?? interaction;
    byCall.set(call, (byCall.get(call) ?? 0) + 1);
  }
  const lines = [...byCall].sort(([a], [b]) => a.localeCompare(b)).map(([call, n]) => `  ${call}: ${n} interacción(es)`);
  return [`Verificación del proveedor fallida: ${failed.length} interacción(es) en ${byCall.size} llamada(s):`, ...lines].join('\n');
}

/**
 * Before verifying: the pacts agree with the OpenAPI document (both artefacts a backend team
 * builds from must say the same); against the mock, every declared call has a successful
 * interaction and docs/pact.md lists the states. A backend team verifying its API only gets
 * a warning for the table.
 */
function checkPacts(external: boolean): string | null {
  const disagreements = pactDirDisagreements(PACT_DIR);
  if (disagreements.length) return `Los pacts y contracts/openapi.json no coinciden:\n  ${disagreements.join('\n  ')}`;
  const staleDoc = staleStatesDoc();
  if (staleDoc && external) console.warn(staleDoc);
  if (external) return null;
  const uncovered = callsWithoutSuccessInteraction(PACT_DIR);
  if (uncovered.length) return `Llamadas declaradas sin una interacción exitosa en los pacts:\n  ${uncovered.join('\n  ')}`;
  return staleDoc;
}

function mismatchReport(mismatches: readonly Mismatch[]): string {
  const lines = mismatches.map((m) => `  ${m.request}\n    ${m.problem}`);
  return [`Respuestas que no cumplen contracts/openapi.json: ${mismatches.length}`, ...lines].join('\n');
}

async function startMock() {
  const { server, url } = await startMockHttpServer(0);
  return { url, close: () => void server.close() };
}

async function main(): Promise<number> {
  if (pactFiles.length === 0) {
    console.error(`No hay pacts en ${PACT_DIR}: ejecutá antes npm run test:pact`);
    return 1;
  }
  const externalBase = process.env.PACT_PROVIDER_BASE_URL;
  const problem = checkPacts(Boolean(externalBase));
  if (problem) {
    console.error(problem);
    return 1;
  }
  let mock: { url: string; close: () => Promise<unknown> | void } | undefined;
  const againstServer = process.argv.includes('--server');
  if (!externalBase) mock = againstServer ? await startApiInProcess({ databaseUrl: process.env.DATABASE_URL }) : await startMock();
  const providerBaseUrl = externalBase ?? mock!.url;
  const statesUrl = externalBase ? process.env.PACT_PROVIDER_STATES_URL : `${mock!.url}/__mock/state`;
  const token = process.env.PACT_PROVIDER_TOKEN;
  const proxy = await startValidatingProxy(providerBaseUrl, createResponseValidator());

  console.info(
    `Verificando ${pactFiles.length} pact(s), ${stateNames.length} estados, contra ${externalBase ? providerBaseUrl : `el backend simulado (${providerBaseUrl})`}; cada respuesta se valida contra contracts/openapi.json`,
  );
  let failed = false;
  try {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: proxy.url,
      pactUrls: pactFiles,
      // The typings intersect two handler shapes; a plain async function is the documented one.
      stateHandlers: forwardingStateHandlers(statesUrl) as never,
      ...(token ? { requestFilter: tokenFilter(token) } : {}),
      logLevel: 'warn',
    }).verifyProvider();
    console.info('Verificación del proveedor: todas las interacciones cumplen los pacts.');
  } catch (error) {
    console.error(failureSummary(error));
    failed = true;
  } finally {
    proxy.server.close();
    await mock?.close();
  }
  if (proxy.checked() === 0) {
    console.error('El proxy de validación no vio ninguna respuesta de la API: ¿los pacts usan el prefijo /api?');
    return 1;
  }
  if (proxy.mismatches.length) {
    console.error(mismatchReport(proxy.mismatches));
    return 1;
  }
  console.info(`OpenAPI: las ${proxy.checked()} respuestas de la verificación cumplen contracts/openapi.json.`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
