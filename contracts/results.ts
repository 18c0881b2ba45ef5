import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import {
  biggestFishResultInputSchema,
  biggestFishResultSchema,
  categoryResultInputSchema,
  categoryResultSchema,
  competitionResultsSchema,
  overallResultInputSchema,
  overallResultSchema,
} from './entities/results';
import { adminRoles } from './enums';
import { invalid, notFound, ruleBroken, stateConflict } from './errors';
import { idParams } from './params';
import { formMessages } from './messages';
import { competitionsApiMessages } from './competitions-messages';
import { resultsApiMessages } from './results-messages';
import { scoringMessages } from './scoring-messages';
import { teamsApiMessages } from './teams-messages';

const notFoundResult = notFound(resultsApiMessages.notFound);
const teamNotAccepted = ruleBroken(resultsApiMessages.teamNotAccepted);
/** The competition or team named in the body does not exist (checked before the result's own rules). */
const resultTargetNotFound = (also = '') =>
  notFound(
    competitionsApiMessages.notFound,
    `'${competitionsApiMessages.notFound}': competition_id no corresponde a ninguna competencia; '${teamsApiMessages.notFound}': team_id no corresponde a ningún equipo.${also}`,
  );

/** The results calls, keyed by operation name: `resultsEndpoints.getByCompetition` is the operation `results.getByCompetition`. */
export const resultsEndpoints = defineDomain('results', {
  /** SPEC §7 official results (three tables) and their admin create/delete pairs. */
  getByCompetition: defineEndpoint({
    method: 'GET',
    path: '/competitions/{id}/results',
    summary: 'Resultados de una competencia: general, pieza mayor y categorías',
    description: 'Sin resultados publicados, las tres listas llegan vacías.',
    auth: true,
    params: idParams,
    response: competitionResultsSchema,
    successStatus: 200,
    errors: { 404: notFound(competitionsApiMessages.notFound) },
  }),
  createOverall: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/competitions/competition-results',
    summary: 'Cargar un resultado general (posiciones 1 a 15, cada una y cada equipo una sola vez)',
    auth: true,
    roles: adminRoles,
    body: overallResultInputSchema,
    response: overallResultSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.overallResultRequired),
      404: resultTargetNotFound(),
      409: stateConflict(resultsApiMessages.positionTaken),
      422: teamNotAccepted,
    },
  }),
  deleteOverall: defineEndpoint({
    method: 'DELETE',
    path: '/competitions/competition-results/{id}',
    summary: 'Eliminar un resultado general',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: { 404: notFoundResult },
  }),
  createBiggestFish: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/competitions/biggest-fish-results',
    summary: 'Cargar una pieza mayor (una por especie)',
    auth: true,
    roles: adminRoles,
    body: biggestFishResultInputSchema,
    response: biggestFishResultSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.biggestFishRequired),
      404: resultTargetNotFound(` '${scoringMessages.unknownSpecies}': fish_species_id no corresponde a ninguna especie.`),
      409: stateConflict(resultsApiMessages.speciesTaken),
      422: ruleBroken(resultsApiMessages.participantNotInTeam),
    },
  }),
  deleteBiggestFish: defineEndpoint({
    method: 'DELETE',
    path: '/competitions/biggest-fish-results/{id}',
    summary: 'Eliminar una pieza mayor',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: { 404: notFoundResult },
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/competitions/top-category-results',
    summary: 'Cargar un resultado por categoría (cada categoría una vez por equipo)',
    auth: true,
    roles: adminRoles,
    body: categoryResultInputSchema,
    response: categoryResultSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.categoryResultRequired),
      404: resultTargetNotFound(),
      409: stateConflict(resultsApiMessages.categoryTaken),
      422: teamNotAccepted,
    },
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: '/competitions/top-category-results/{id}',
    summary: 'Eliminar un resultado por categoría',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: { 404: notFoundResult },
  }),
});
