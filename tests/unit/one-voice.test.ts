import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21, 'One voice': the app's own words are Argentine voseo ('Ingresá', 'Elegí', 'Podés'),
 * titles and buttons in sentence case, numbers spelled 'N.º'. This scans the app's source for
 * the spellings that slipped in before, so a new one fails here. SPEC-quoted texts stay exactly
 * as SPEC quotes them: they are listed below, with where SPEC quotes them.
 */
const SPEC_QUOTED = [
  'No tienes permiso para acceder a esta página.', // SPEC §1 /unauthorized
  'Error inesperado. Intente nuevamente.', // SPEC §8 sign-in fallback
  'intente nuevamente', // SPEC §8 toasts ('Error al crear el equipo, intente nuevamente', …)
  'No Autorizado', // SPEC §1 /unauthorized title
  'Activar Cuenta', // SPEC §1 menu labels ('Crear Equipo', 'Salir del Equipo', 'Eliminar Equipo')
  'Crear Equipo',
  'Salir del Equipo',
  'Eliminar Equipo',
];

/** A forbidden spelling, and what to write instead. */
const FORBIDDEN: { pattern: RegExp; instead: string }[] = [
  { pattern: /N[º°]|\bNro\b\.?|\bNo\.\s?(?:de|\d)/, instead: "'N.º'" },
  // Tú imperatives and present forms (voseo: Ingresá, Elegí, Seleccioná, Completá, Escribí, Revisá, Intentá, Podés, Tenés, Debés).
  {
    pattern: /\b(?:Ingresa|Elige|Selecciona|Completa|Escribe|Revisa|Intenta|Verifica|Haz|Asegúrate|Vuelve|Agrega|[Pp]uedes|[Tt]ienes|[Dd]ebes)\b/,
    instead: 'voseo',
  },
  // Usted forms in the app's own words.
  { pattern: /\b(?:Ingrese|Seleccione|Elija|Intente|intente|Verifique|Escriba|Revise|[Uu]sted)\b/, instead: 'voseo' },
  // Title case in a title, label or button text: 'Nueva Competencia' is 'Nueva competencia'.
  { pattern: /(?:title|label|submitLabel|header)=["'][A-ZÁÉÍÓÚ][a-záéíóúñ]+ (?:(?:de|del|la|el|y) )?[A-ZÁÉÍÓÚ][a-záéíóúñ]/, instead: 'sentence case' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** Comment lines say why in English or quote things; only code carries what the user reads. */
const isComment = (line: string) => /^\s*(?:\/\/|\/?\*)/.test(line);

/** The line with every SPEC-quoted text blanked out. */
const withoutSpecQuotes = (line: string) => SPEC_QUOTED.reduce((rest, quoted) => rest.split(quoted).join(' '), line);

function offences(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, i) => {
      if (isComment(line)) return [];
      const own = withoutSpecQuotes(line);
      return FORBIDDEN.filter(({ pattern }) => pattern.test(own)).map(({ instead }) => `${path}:${i + 1} (${instead}): ${line.trim()}`);
    }),
  );
}

describe('one voice (issue 21)', () => {
  it('finds no tú or usted forms, no title case in titles and buttons, and only N.º in src/', () => {
    const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(offences(files)).toEqual([]);
  });

  it.each([
    ["<p>Ingresa tu usuario</p>", 'voseo'],
    ["'Elige una opción'", 'voseo'],
    ["'Si puedes, volvé'", 'voseo'],
    ["'Seleccione un equipo'", 'voseo'],
    ["header: 'Nº de equipo'", "'N.º'"],
    ["header: 'Nro. de equipo'", "'N.º'"],
    ['<Button title="Nueva Competencia" />', 'sentence case'],
  ])('catches %s', (line, instead) => {
    expect(offences([{ path: 'x.tsx', text: line }])).toEqual([`x.tsx:1 (${instead}): ${line}`]);
  });

  it.each([["<p>Ingresá tu usuario</p>"], ["header: 'N.º de equipo'"], ["'No tienes permiso para acceder a esta página.'"], ["label: 'Crear Equipo'"]])(
    'lets %s through',
    (line) => {
      expect(offences([{ path: 'x.tsx', text: line }])).toEqual([]);
    },
  );
});
