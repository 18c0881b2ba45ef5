import { defineDomain, defineEndpoint } from './core/endpoint';
import { scoringInputSchema, scoringSchema, standingsSchema } from './entities/scoring';
import { adminRoles, scoringReaderRoles } from './enums';
import { invalid, notFound } from './errors';
import { idParams } from './params';
import { competitionsApiMessages } from './competitions-messages';
import { scoringMessages } from './scoring-messages';

const issue35 = 'Issue 35 (día del torneo): SPEC §7 no tiene puntaje por especie; este proyecto lo define (docs/decisions/0071).';

/** A competition's scoring set-up (issue 35): read by everyone who takes part, written by the organisers. */
export const scoringEndpoints = defineDomain('scoring', {
  get: defineEndpoint({
    method: 'GET',
    path: '/competitions/{id}/scoring',
    definedByProject: issue35,
    summary: 'Puntaje de una competencia: especies habilitadas, medida mínima, puntos por pieza y por cm, desempates',
    description:
      'Sin configurar, ninguna especie y los desempates en su orden de siempre (cantidad de especies, de piezas, pieza mayor, ' +
      'hora más temprana), con updated_at null. Lo leen los capitanes y sus miembros antes del día y los fiscales en el muelle.',
    auth: true,
    roles: scoringReaderRoles,
    params: idParams,
    response: scoringSchema,
    successStatus: 200,
    errors: { 404: notFound(competitionsApiMessages.notFound) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/competitions/{id}/scoring',
    definedByProject: issue35,
    summary: 'Guardar el puntaje de una competencia (reemplaza la lista de especies y el orden de los desempates)',
    description:
      'Cada especie una sola vez; los cuatro desempates, cada uno una vez, en el orden en que se aplican. Las capturas ya cargadas ' +
      'se vuelven a puntuar con lo nuevo (una pieza que ahora queda bajo la medida deja de sumar).',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: scoringInputSchema,
    response: scoringSchema,
    successStatus: 200,
    errors: {
      400: invalid(scoringMessages.tieBreaksOnce, `También '${scoringMessages.speciesTwice}' y '${scoringMessages.sizeOneDecimal}'.`),
      404: notFound(
        competitionsApiMessages.notFound,
        `'${competitionsApiMessages.notFound}': la competencia no existe. '${scoringMessages.unknownSpecies}': fish_species_id no corresponde a ninguna especie.`,
      ),
    },
  }),
  getStandings: defineEndpoint({
    method: 'GET',
    path: '/competitions/{id}/standings',
    definedByProject: issue35,
    summary: 'Posiciones calculadas de las capturas aceptadas: general (1 a 15), pieza mayor por especie y cada categoría',
    description:
      'Provisorias: se calculan en cada lectura con el puntaje de la competencia y solo las capturas que el jurado aceptó. ' +
      'Equipos iguales en puntos y en todos los desempates comparten la posición (tied). No publican nada: los resultados ' +
      'oficiales siguen cargándose con las llamadas de resultados.',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: standingsSchema,
    successStatus: 200,
    errors: { 404: notFound(competitionsApiMessages.notFound) },
  }),
});
