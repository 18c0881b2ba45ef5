import { describe, it } from 'vitest';
import { resultsEndpoints } from '@contracts/results';
import { competitionResults, toBiggestFishResult, toCategoryResult, toOverallResult } from '@mocks/db/mappers/results';
import { idOf, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import { verifyCall } from './support/verify-call';

const pact = createPact();

/** The state that frees a place in each table of the finished competition. */
const withRoom = 'a finished competition has results and room for more';

describe('Pact: competition results', () => {
  it('reads the three result tables of a finished competition', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.getByCompetition,
      description: 'a client admin reads the results of the finished competition',
      state: 'a finished competition with results exists',
      params: { id: fromState('competitionId') },
      respond: { example: (state) => competitionResults(state.db, idOf(state, 'competitionId')) },
    });
  });

  it('answers 404 in Spanish for a competition that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.getByCompetition,
      description: 'a client admin reads the results of a competition that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('enters an overall result in a free position', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createOverall,
      description: 'a client admin enters the overall result of an accepted team in a free position',
      state: withRoom,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('teamId'),
        final_position: fromState('freePosition'),
        total_points: 1520,
        total_species: 4,
        total_pieces: 22,
      },
      respond: { example: ({ db }) => toOverallResult(db, db.overallResults[0]!) },
    });
  });

  it('refuses an overall result without a team with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createOverall,
      description: 'a client admin enters an overall result without a team',
      state: withRoom,
      body: { competition_id: fromState('competitionId'), final_position: 15, total_points: 1520, total_species: 4, total_pieces: 22 } as never,
      respond: { status: 400 },
    });
  });

  it('deletes an overall result', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.deleteOverall,
      description: 'a client admin deletes an overall result',
      state: withRoom,
      params: { id: fromState('overallResultId') },
      respond: { example: () => null },
    });
  });

  it('answers 404 in Spanish for a result that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.deleteOverall,
      description: 'a client admin deletes an overall result that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('enters the biggest fish of a species', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createBiggestFish,
      description: 'a client admin enters the biggest fish of a species that has none',
      state: withRoom,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('teamId'),
        participant_id: fromState('participantId'),
        fish_species_id: fromState('fishSpeciesId'),
        size_cm: 87.5,
        points: 875,
      },
      respond: { example: ({ db }) => toBiggestFishResult(db, db.biggestFishResults[0]!) },
    });
  });

  it('deletes a biggest fish result', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.deleteBiggestFish,
      description: 'a client admin deletes a biggest fish result',
      state: withRoom,
      params: { id: fromState('biggestFishResultId') },
      respond: { example: () => null },
    });
  });

  it("enters a team's result in a category", async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createCategory,
      description: 'a client admin enters the result of a team in a category it has no result in',
      state: withRoom,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('teamId'),
        category_id: fromState('categoryId'),
        points: 640,
        species_count: 3,
        pieces_count: 15,
      },
      respond: { example: ({ db }) => toCategoryResult(db, db.categoryResults[0]!) },
    });
  });

  it('refuses a position already assigned with 409 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createOverall,
      description: 'a client admin enters an overall result in a position already assigned',
      state: withRoom,
      body: { competition_id: fromState('competitionId'), team_id: fromState('teamId'), final_position: 1, total_points: 1520, total_species: 4, total_pieces: 22 },
      respond: { status: 409, message: 'La posición ya fue asignada', errorCode: 'BUSINESS_RULE' },
    });
  });

  it('refuses a biggest fish caught by someone outside the team with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createBiggestFish,
      description: 'a client admin enters a biggest fish caught by a member of another team',
      state: withRoom,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('teamId'),
        participant_id: fromState('otherTeamParticipantId'),
        fish_species_id: fromState('fishSpeciesId'),
        size_cm: 87.5,
        points: 875,
      },
      respond: { status: 422, message: 'El participante no pertenece al equipo', errorCode: 'BUSINESS_RULE' },
    });
  });

  it('refuses a second biggest fish of a species with 409 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createBiggestFish,
      description: 'a client admin enters a biggest fish of a species that already has one',
      state: withRoom,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('teamId'),
        participant_id: fromState('participantId'),
        fish_species_id: fromState('takenFishSpeciesId'),
        size_cm: 87.5,
        points: 875,
      },
      respond: { status: 409, message: 'La especie ya tiene una pieza mayor', errorCode: 'BUSINESS_RULE' },
    });
  });

  it("refuses a team's second result in a category with 409 in Spanish", async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.createCategory,
      description: 'a client admin enters a result for a team in a category it already has one in',
      state: withRoom,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('categoryHolderTeamId'),
        category_id: fromState('heldCategoryId'),
        points: 640,
        species_count: 3,
        pieces_count: 15,
      },
      respond: { status: 409, message: 'El equipo ya tiene un resultado en esa categoría', errorCode: 'BUSINESS_RULE' },
    });
  });

  it('deletes a category result', async () => {
    await verifyCall(pact, {
      endpoint: resultsEndpoints.deleteCategory,
      description: 'a client admin deletes a category result',
      state: withRoom,
      params: { id: fromState('categoryResultId') },
      respond: { example: () => null },
    });
  });
});
