/**
 * What the API says about a competition's scoring set-up and the rules it applies to a catch
 * (issue 35). The declarations in scoring.ts and catches.ts document them, the mock backend
 * answers with them and the screens show them: each is written here only
 * (tests/unit/contracts/messages-written-once.test.ts).
 */

/** '24,5' as es-AR writes a size. */
const cm = (value: number) => `${value.toLocaleString('es-AR', { maximumFractionDigits: 1 })} cm`;

export const scoringMessages = {
  sizeOneDecimal: 'La medida admite un solo decimal (por ejemplo, 24,5).',
  speciesTwice: 'Esta especie ya está en la lista: cargala una sola vez.',
  tieBreaksOnce: 'Ordená los cuatro desempates, cada uno una sola vez.',
  unknownSpecies: 'No se encontró la especie',
  /** A catch of a species the competition's set-up does not list. */
  speciesNotAllowed: 'Esa especie no está habilitada en esta competencia.',
  /** The rule's own words: a piece under the minimum goes back to the water and does not score. */
  underMinimum: (species: string, size: number, minimum: number) =>
    `La pieza mide ${cm(size)} y la medida mínima de ${species} es ${cm(minimum)}: se devuelve al agua y no suma puntos.`,
  saved: 'Puntaje guardado',
} as const;
