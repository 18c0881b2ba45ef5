import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A Spanish message is written once (issue 18): what the API says lives in its domain's
 * catalogue (contracts/<domain>-messages.ts, contracts/messages.ts, contracts/core/messages.ts),
 * SPEC §8's failure texts in src/api/failure-messages/; the declarations, the mock backend and the
 * screens import them. A repeated literal is how the three drift apart, so it fails here.
 * Tests and stories are not scanned: asserting the visible words literally is what they should do.
 */

const layers = ['contracts', 'mocks', 'src'] as const;

/** Not messages: demo data repeats places and names on purpose; Pact provider states are names of states. */
const notScanned = [/^mocks\/db\/seed-data\//, /^mocks\/provider-states\.ts$/, /\.test\.tsx?$/, /\.d\.ts$/];

/** Legitimate repeats, each with why it is not one message written twice. */
const allowed: Record<string, string> = {
  'Barras pesqueras': "an OpenAPI tag name (contracts/openapi/build.ts) that happens to equal the admin screen's title",
  'Solicitudes de ayuda': "an OpenAPI tag name (contracts/openapi/build.ts) that happens to equal the admin screen's title",
  'Cargando el pago…': "the demo checkout stands in for the card provider's own page; its words are the provider's, not the app's",
  'Pagar con tarjeta': "the demo checkout stands in for the card provider's own page; its words are the provider's, not the app's",
  'Internal Server Error': 'the HTTP reason phrase of 500 (contracts/core/http.ts), not a Spanish message',
  'Pago pendiente': "the title of the payment reminder (contracts/team-reminder-texts.ts) and the label of a payment state coincide; neither is a message",
};

/** Long enough and with a space: a sentence or a phrase, not an id, a class name or a key. */
const isMessage = (text: string) => text.length >= 12 && text.includes(' ') && /\p{Ll}{2}/u.test(text);
/** SPEC §8's failure texts, which belong in src/api/failure-messages/ however often a screen shows them. */
const isFailureText = (text: string) => /^(Error|Hubo un|Ocurrió un error)\b/.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !notScanned.some((pattern) => pattern.test(file)));
}

/** `import … from 'x'`, `export … from 'x'`, `import('x')` types: a module name, never a message. */
const isModuleName = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || (ts.isLiteralTypeNode(node.parent) && ts.isImportTypeNode(node.parent.parent));

/** Every message literal of a file with its line: strings, template literals without substitutions, JSX text. */
function messagesOf(file: string): { text: string; at: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; at: string }[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isJsxText(node) ? node.text.replace(/\s+/g, ' ').trim() : undefined;
    if (text !== undefined && isMessage(text) && !isModuleName(node)) {
      found.push({ text, at: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const places = new Map<string, string[]>();
for (const layer of layers) {
  for (const file of sourceFiles(layer)) {
    for (const { text, at } of messagesOf(file)) places.set(text, [...(places.get(text) ?? []), at]);
  }
}
const repeated = [...places].filter(([text, where]) => where.length > 1 && !(text in allowed));
const describeRepeats = (found: [string, string[]][]) => found.map(([text, where]) => `${JSON.stringify(text)}: ${where.join(', ')}`);

/**
 * The catalogues: each message's one home. A message is not quoted anywhere else either, in a
 * comment or inside a longer text (a declaration's description): a comment names the constant
 * (`teamsApiMessages.notFound`), a description interpolates it. Issue 30 found 18 messages still
 * written in two layers that way; `statusTexts` (contracts/core/http.ts) is the home of the
 * reason phrases ('Unauthorized').
 */
const catalogues = [
  ...sourceFiles('contracts').filter((file) => /^contracts\/([\w-]+-)?messages\.ts$/.test(file)),
  'contracts/core/messages.ts',
  'contracts/core/http.ts',
  ...sourceFiles('src/api/failure-messages'),
];
/** Quoted outside its home on purpose, with why. */
const quotedElsewhere: Record<string, Record<string, string>> = {
  Unauthorized: { 'contracts/openapi/build.ts': "the name of the OpenAPI document's shared 401 response, not the reason phrase" },
};
const issue30 = [
  'Institución no encontrada', 'No se encontró el equipo.', 'No se encontró la competencia.', 'No se encontró el miembro', 'Pago no encontrado',
  'Este DNI ya está en uso.', 'Esta inscripción ya ha sido pagada', 'Error: ID de equipo no encontrado', 'Error: ID de embarcación no encontrado',
  'Acción realizada correctamente', 'No se han modificado los datos', 'ID de ticket inválido', 'Por favor, rellene el motivo de la exención',
  'Por favor, completa todos los campos obligatorios.', 'Se necesita licencia para ser timonel', 'Este campo es obligatorio', 'Token expirado', 'Unauthorized',
];

/** Each catalogue text with its home (string literals of the catalogue files). */
function catalogueTexts(): Map<string, string> {
  const homes = new Map<string, string>();
  for (const file of catalogues) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isModuleName(node) && !homes.has(node.text)) homes.set(node.text, file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return homes;
}
const homeOf = catalogueTexts();
const everyText = layers.flatMap((layer) => sourceFiles(layer)).map((file) => [file, readFileSync(file, 'utf8')] as const);
/** The files, other than its home, that quote `text` ('…', "…" or `…`), in code or in a comment. */
const quotedOutsideHome = (text: string) =>
  everyText
    .filter(([file, content]) => file !== homeOf.get(text) && !(file in (quotedElsewhere[text] ?? {})) && [`'${text}'`, `"${text}"`, `\`${text}\``].some((q) => content.includes(q)))
    .map(([file]) => file);

describe('messages are written once', () => {
  it('finds the messages it guards (the scan reads the catalogues)', () => {
    expect(places.get('No se encontró la competencia.')).toEqual(['contracts/competitions-messages.ts:7']);
    expect(places.get('Error al agregar miembro, intente nuevamente')?.[0]).toMatch(/^src\/api\/failure-messages\/members\.ts:/);
  });

  it('no message of the API is repeated in contracts/, mocks/ or src/: each is imported from its catalogue', () => {
    const server = repeated.filter(([, where]) => where.some((at) => at.startsWith('contracts/') || at.startsWith('mocks/')));
    expect(describeRepeats(server)).toEqual([]);
  });

  it("no failure text of SPEC §8 is repeated in src/: screens read src/api/failure-messages/", () => {
    expect(describeRepeats(repeated.filter(([text]) => isFailureText(text)))).toEqual([]);
  });

  it('every allowed repeat still exists (a stale entry would hide a new one)', () => {
    for (const text of Object.keys(allowed)) expect(places.get(text)?.length ?? 0, text).toBeGreaterThan(1);
  });
});

describe('messages are quoted in their home only: comments and descriptions name the constant', () => {
  it('reads the catalogues', () => {
    expect(homeOf.get('No se encontró el equipo.')).toBe('contracts/teams-messages.ts');
    expect(homeOf.get('Unauthorized')).toBe('contracts/core/http.ts');
  });

  it.each(issue30)('%s (issue 30: it was written in two layers)', (text) => {
    expect(homeOf.has(text), 'it has a home').toBe(true);
    expect(quotedOutsideHome(text)).toEqual([]);
  });

  it('no message of a catalogue is quoted outside its home', () => {
    const quoted = [...homeOf.keys()].filter((text) => isMessage(text) && !(text in allowed)).map((text) => [text, quotedOutsideHome(text)] as [string, string[]]);
    expect(describeRepeats(quoted.filter(([, where]) => where.length > 0))).toEqual([]);
  });

  it('every allowed quote still exists', () => {
    for (const [text, files] of Object.entries(quotedElsewhere)) {
      for (const file of Object.keys(files)) expect(readFileSync(file, 'utf8'), `${text} in ${file}`).toContain(`'${text}'`);
    }
  });
});

/**
 * The app's own words address the user in Argentine voseo ('podés', 'tenés', 'registrá'); only a
 * message SPEC quotes keeps SPEC's words, tú forms included ('No tienes permiso para acceder a esta
 * página.', 'Por favor, completa todos los campos obligatorios.'). Six catalogues had 'puedes' and
 * 'tienes' in messages of their own.
 */
const quotedBySpec = [
  'No tienes permiso para acceder a esta página.',
  'Error de conexión, intente nuevamente.',
  'Error inesperado. Intente nuevamente.',
  'Error al procesar la acción, intente nuevamente.',
  'Error al crear el equipo, intente nuevamente',
  'Error al actualizar el equipo, intente nuevamente',
  'Error al crear la embarcación, intente nuevamente',
  'Error al actualizar la embarcación, intente nuevamente',
  'Error al agregar miembro, intente nuevamente',
  'Error al actualizar el miembro, intente nuevamente',
  'Error al crear el usuario, intente nuevamente',
  'Error al enviar solicitud, intente nuevamente',
  'Error al dar de alta la barra pesquera, intente nuevamente',
  'Error al obtener el progreso de usuario, intente nuevamente',
];
/** SPEC lives beside the repository in the workshop, not in a clone: checked against it where it is there. */
const specPath = '../shared/spec/SPEC.md';
/** Tú (and usted) forms that are never voseo: conjugated verbs, 'ti mismo', and an imperative opening a sentence. */
const tuVerb = /\b(puedes|tienes|debes|quieres|perteneces|necesitas|sabes|eres|ti mismo|intente|ingrese|verifique|seleccione|revise|comuníquese|contacte)\b/i;
/** An imperative opening a sentence (lower case, 'completa' is also an adjective: 'Inscripción completa'). */
const tuImperative = /(^|[.:] |Por favor,? )(Completa|Selecciona|Ingresa|Intenta|Revisa|Verifica|Elige|Espera|Vuelve|Haz|Contacta|Comunícate)\b/;
const tuForm = { test: (text: string) => tuVerb.test(text) || tuImperative.test(text) };

describe("the app's own words are in voseo", () => {
  it('finds the tú forms it refuses', () => {
    expect(tuForm.test('Solo puedes editar la embarcación de tu equipo')).toBe(true);
    expect(tuForm.test('Por favor, completa todos los campos.')).toBe(false);
    expect(tuForm.test('Por favor, Completa el formulario')).toBe(true);
    expect(tuForm.test('Solo podés editar la embarcación de tu equipo')).toBe(false);
    expect(tuForm.test('Inscripción completa')).toBe(false);
    expect(tuForm.test('Error al cargar los pagos, intente nuevamente.')).toBe(true);
    expect(tuForm.test('Tienes una solicitud pendiente')).toBe(true);
  });

  it('no message in contracts/, mocks/ or src/ uses a tú form unless SPEC quotes it so', () => {
    const tu = [...places].filter(([text]) => tuForm.test(text) && !quotedBySpec.includes(text));
    expect(describeRepeats(tu)).toEqual([]);
  });

  it("keeps SPEC's words only for messages SPEC quotes, each still in use", () => {
    for (const text of quotedBySpec) expect(places.has(text), text).toBe(true);
    if (!existsSync(specPath)) return;
    const spec = readFileSync(specPath, 'utf8');
    for (const text of quotedBySpec) expect(spec.includes(text), text).toBe(true);
  });

});
