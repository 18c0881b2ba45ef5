import { defineDomain, defineEndpoint } from './core/endpoint';
import { idMessages } from './core/fields';
import { leaderboardQuerySchema, leaderboardSchema } from './entities/leaderboard';
import { invalid, notFound } from './errors';
import { competitionsApiMessages } from './competitions-messages';

const issue35 = 'Issue 35 (día del torneo): SPEC §7 no tiene tabla pública; este proyecto la define (docs/decisions/0074).';

/** Where the server pushes the same answer as Server-Sent Events (server/http/leaderboard-events.ts); not a JSON call. */
export const LEADERBOARD_EVENTS_PATH = '/leaderboard/events';

/** The public live leaderboard (issue 35): no sign-in, nothing personal. */
export const leaderboardEndpoints = defineDomain('leaderboard', {
  get: defineEndpoint({
    method: 'GET',
    path: '/leaderboard',
    definedByProject: issue35,
    summary: 'Tabla en vivo (pública, sin iniciar sesión): posiciones provisorias, pieza mayor por especie y cada categoría',
    description:
      'La competencia actual, u otra con competition_id. Solo las capturas que el jurado aceptó suman. Sin datos personales: ' +
      'nombre, número y barra del equipo, y nombre e inicial del apellido de quien pescó la pieza mayor. ' +
      `La misma respuesta llega empujada por el servidor en GET /api${LEADERBOARD_EVENTS_PATH}?competition_id={id} ` +
      '(text/event-stream: un evento `leaderboard` con este objeto al conectarse y cada vez que cambia; comentarios cada 15 s ' +
      'para mantener viva la conexión; 503 con Retry-After cuando el proceso ya tiene el máximo de oyentes). Quien no puede ' +
      'usarlo consulta esta llamada cada 15 s.',
    auth: false,
    query: leaderboardQuerySchema,
    response: leaderboardSchema,
    successStatus: 200,
    errors: {
      400: invalid(`Parámetro inválido (competition_id: ${idMessages.invalid})`),
      404: notFound(
        competitionsApiMessages.notFound,
        `'${competitionsApiMessages.notFound}': competition_id no corresponde a ninguna competencia; '${competitionsApiMessages.noneSelected}': no hay ninguna.`,
      ),
    },
  }),
});
