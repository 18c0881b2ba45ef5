import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCsf } from 'storybook/internal/csf-tools';

/**
 * The workbench sidebar is read by Spanish-speaking reviewers. When a story sets no `name`,
 * Storybook derives one from the export ('DuenoEquipoIncompleto' → 'Dueno Equipo Incompleto'),
 * and an identifier cannot hold ñ or an accent, so the derived name comes out misspelt.
 * These tests read every story file with Storybook's own CSF parser, take the names it would
 * show, and look for Spanish words written without their accent or ñ.
 */

/** Words of this app's domain that are only correct with an accent or ñ (lower case, no accent → right form). */
const ACCENTED: Record<string, string> = {
  dueno: 'dueño',
  duena: 'dueña',
  duenos: 'dueños',
  unica: 'única',
  unico: 'único',
  numero: 'número',
  telefono: 'teléfono',
  contrasena: 'contraseña',
  contrasenas: 'contraseñas',
  vacio: 'vacío',
  vacia: 'vacía',
  envio: 'envío',
  categoria: 'categoría',
  invalido: 'inválido',
  invalida: 'inválida',
  pagina: 'página',
  sesion: 'sesión',
  region: 'región',
  codigo: 'código',
  genero: 'género',
  electronico: 'electrónico',
  menu: 'menú',
  dia: 'día',
  exito: 'éxito',
  ultimo: 'último',
  ultima: 'última',
  pais: 'país',
  todavia: 'todavía',
  companero: 'compañero',
  tamano: 'tamaño',
};

/** The accented form a word should have had (same capital as the word), or undefined when it is fine. */
function accentedForm(word: string): string | undefined {
  const lower = word.toLowerCase();
  // Singular -ción / -xión always carry the accent (inscripción, conexión); plurals do not.
  // English story names end in -tion, never -cion or -xion.
  const right = ACCENTED[lower] ?? (/(c|x)ion$/.test(lower) ? `${lower.slice(0, -3)}ión` : undefined);
  if (right === undefined || word[0] === lower[0]) return right;
  return right[0]!.toUpperCase() + right.slice(1);
}

type ShownStory = { file: string; exportName: string; name: string };

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every story with the name the sidebar shows: its `name`, or the one derived from the export. */
function shownStories(): ShownStory[] {
  return storyFiles('stories').flatMap((file) => {
    const csf = loadCsf(readFileSync(file, 'utf8'), { fileName: file, makeTitle: (title) => title ?? file }).parse();
    return Object.entries(csf._stories).map(([exportName, story]) => ({ file, exportName, name: story.name ?? exportName }));
  });
}

describe('story names in the workbench', () => {
  const stories = shownStories();

  it('are read from every story file (the check below is not vacuous)', () => {
    expect(stories.length).toBeGreaterThan(100);
    expect(stories).toContainEqual(expect.objectContaining({ exportName: 'Default', name: 'Default' }));
  });

  it('recognises a name derived from an unaccented export as misspelt', () => {
    // What Storybook shows for `export const DuenoEquipoIncompleto` with no `name`.
    const derived = 'Dueno Equipo Incompleto';
    expect(derived.split(/\s+/).map(accentedForm)).toEqual(['Dueño', undefined, undefined]);
    expect(accentedForm('inscripcion')).toBe('inscripción');
    expect(accentedForm('Unica')).toBe('Única');
    expect(accentedForm('Notificaciones')).toBeUndefined();
    expect(accentedForm('Description')).toBeUndefined();
  });

  it('keep their accents and ñ (give the story a Spanish `name` when its export cannot spell it)', () => {
    const misspelt = stories.flatMap(({ file, exportName, name }) =>
      name
        .split(/[^\p{L}]+/u)
        .filter((word) => accentedForm(word) !== undefined)
        .map((word) => `${file} › ${exportName}: '${name}' escribe '${word}' en vez de '${accentedForm(word)}'`),
    );
    expect(misspelt).toEqual([]);
  });
});
