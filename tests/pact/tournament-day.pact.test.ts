import { describe, it } from 'vitest';
import { catchesEndpoints } from '@contracts/catches';
import { checkInsEndpoints } from '@contracts/check-ins';
import { checkInMessages } from '@contracts/check-ins-messages';
import { scoringEndpoints } from '@contracts/scoring';
import { scoringMessages } from '@contracts/scoring-messages';
import { registrationOf } from '@mocks/db/queries';
import { toCatch } from '@mocks/rules/catches';
import { catchesMessages } from '@contracts/catches-messages';
import { SAMPLE_CATCH_PHOTO } from '@mocks/db/seed-data/catch-photo-sample';
import { dockOf, toDockTeam } from '@mocks/rules/dock';
import { standingsOf, toScoring } from '@mocks/rules/scoring-setup';
import { leaderboardCompetition, leaderboardOf } from '@mocks/rules/leaderboard';
import { leaderboardEndpoints } from '@contracts/leaderboard';
import { idOf, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import { verifyCall } from './support/verify-call';

const pact = createPact();

/** Issue 35 (docs/decisions/0071): the tournament day's scoring, dock, catches and jury. */
const judge = 'a judge is signed in at the dock of the current competition';
const jury = 'a client admin is signed in and a catch waits for the jury';
const tieBreaks = ['species_count', 'pieces_count', 'biggest_piece', 'earliest_time'] as const;

describe('Pact: scoring of a competition', () => {
  it('lets a captain read the scoring before the day', async () => {
    await verifyCall(pact, {
      endpoint: scoringEndpoints.get,
      description: 'a team owner reads the scoring of the current competition',
      state: 'a team owner with a complete team exists and the scoring is set up',
      params: { id: fromState('competitionId') },
      respond: { example: (state) => toScoring(state.db, idOf(state, 'competitionId')) },
    });
  });

  it('answers 404 in Spanish for the scoring of a competition that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: scoringEndpoints.get,
      description: 'a client admin reads the scoring of a competition that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('lets an organiser replace the scoring', async () => {
    await verifyCall(pact, {
      endpoint: scoringEndpoints.update,
      description: 'a client admin saves the scoring of the current competition',
      state: jury,
      params: { id: fromState('competitionId') },
      body: { species: [{ fish_species_id: fromState('fishSpeciesId'), min_size_cm: 27.5, points_per_piece: 10, points_per_cm: 1.5 }], tie_breaks: [...tieBreaks] },
      respond: { example: (state) => toScoring(state.db, idOf(state, 'competitionId')) },
    });
  });

  it('refuses a scoring whose tie-breaks are not all four, once each, with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: scoringEndpoints.update,
      description: 'a client admin saves a scoring with a tie-break missing',
      state: jury,
      params: { id: fromState('competitionId') },
      body: { species: [], tie_breaks: ['species_count'] },
      respond: { status: 400, message: scoringMessages.tieBreaksOnce },
    });
  });
});

describe('Pact: the dock', () => {
  it('lets a judge read who has not arrived, who is out and who is back', async () => {
    await verifyCall(pact, {
      endpoint: checkInsEndpoints.list,
      description: 'a judge reads the dock of the current competition',
      state: judge,
      query: { competition_id: fromState('competitionId') },
      respond: { example: (state) => dockOf(state.db, idOf(state, 'competitionId')) },
    });
  });

  it('records the departure of a team by its number', async () => {
    await verifyCall(pact, {
      endpoint: checkInsEndpoints.depart,
      description: 'a judge records the departure of a team by its number',
      state: judge,
      body: { competition_id: fromState('competitionId'), team_number: fromState('teamNumber') },
      respond: {
        example: (state) => {
          const registration = registrationOf(state.db, idOf(state, 'teamId'), idOf(state, 'competitionId'))!;
          const team = toDockTeam(state.db, registration);
          return { ...team, status: 'out' as const, departed_at: new Date().toISOString() };
        },
      },
    });
  });

  it("records the departure of a team by its credential's QR", async () => {
    await verifyCall(pact, {
      endpoint: checkInsEndpoints.depart,
      description: "a judge records the departure of a team by its credential's QR",
      state: judge,
      body: { competition_id: fromState('competitionId'), qr: fromState('credentialQr') },
      respond: {
        example: (state) => {
          const registration = registrationOf(state.db, idOf(state, 'teamId'), idOf(state, 'competitionId'))!;
          return { ...toDockTeam(state.db, registration), status: 'out' as const, departed_at: new Date().toISOString() };
        },
      },
    });
  });

  it('refuses the credential of another competition with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: checkInsEndpoints.depart,
      description: 'a judge scans the credential of another competition',
      state: judge,
      body: { competition_id: fromState('competitionId'), qr: fromState('otherCompetitionQr') },
      respond: { status: 422, message: checkInMessages.otherCompetition },
    });
  });

  it('refuses a team already out with 409 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: checkInsEndpoints.depart,
      description: 'a judge records the departure of a team that is already out',
      state: judge,
      body: { competition_id: fromState('competitionId'), team_number: fromState('outTeamNumber') },
      respond: { status: 409, message: checkInMessages.alreadyOut },
    });
  });

  it('records the return of a team that is out', async () => {
    await verifyCall(pact, {
      endpoint: checkInsEndpoints.return,
      description: 'a judge records the return of a team that is out',
      state: judge,
      body: { competition_id: fromState('competitionId'), team_number: fromState('outTeamNumber') },
      respond: {
        example: (state) => {
          const team = dockOf(state.db, idOf(state, 'competitionId')).teams.find((t) => t.status === 'out')!;
          return { ...team, status: 'back' as const, returned_at: new Date().toISOString() };
        },
      },
    });
  });
});

describe('Pact: catches and the jury', () => {
  it('lets a judge log a catch', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.create,
      description: 'a judge logs a catch of a team',
      state: judge,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('teamId'),
        fish_species_id: fromState('fishSpeciesId'),
        size_cm: 33.5,
        participant_id: fromState('participantId'),
        caught_at: '2026-01-10T09:30:00.000Z',
        photo_ref: 'fotos/captura-1.jpg',
      },
      respond: { example: ({ db }) => ({ ...toCatch(db, db.catches[0]!), size_cm: 33.5, photo_ref: 'fotos/captura-1.jpg' }) },
    });
  });

  it('refuses a piece under the minimum at once with the rule’s words (422)', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.create,
      description: 'a judge logs a piece under the minimum size',
      state: judge,
      body: {
        competition_id: fromState('competitionId'),
        team_id: fromState('teamId'),
        fish_species_id: fromState('fishSpeciesId'),
        size_cm: 20,
        participant_id: fromState('participantId'),
        caught_at: '2026-01-10T09:30:00.000Z',
      },
      respond: { status: 422 },
    });
  });

  it("lists the jury's queue of pending catches", async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.list,
      description: 'a client admin lists the catches waiting for the jury',
      state: jury,
      query: { competition_id: fromState('competitionId'), status: 'pending' },
      respond: { example: ({ db }) => db.catches.filter((row) => row.status === 'pending').map((row) => toCatch(db, row)) },
    });
  });

  it('accepts a catch', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.accept,
      description: 'a client admin accepts a pending catch',
      state: jury,
      params: { id: fromState('catchId') },
      respond: {
        example: ({ db }) => {
          const row = toCatch(db, db.catches[0]!);
          return { ...row, status: 'accepted' as const, history: [{ at: row.logged_at, by_user_id: 1, by_username: 'admin.cliente', reason: null, changes: [{ field: 'status' as const, from: 'pending', to: 'accepted' }] }] };
        },
      },
    });
  });

  it('rejects a catch with a reason', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.reject,
      description: 'a client admin rejects a pending catch with a reason',
      state: jury,
      params: { id: fromState('catchId') },
      body: { reason: 'La foto no muestra la medida' },
      respond: {
        example: ({ db }) => {
          const row = toCatch(db, db.catches[0]!);
          return {
            ...row,
            status: 'rejected' as const,
            rejection_reason: 'La foto no muestra la medida',
            history: [{ at: row.logged_at, by_user_id: 1, by_username: 'admin.cliente', reason: 'La foto no muestra la medida', changes: [{ field: 'status' as const, from: 'pending', to: 'rejected' }] }],
          };
        },
      },
    });
  });

  it('corrects a catch, keeping what changed in its history', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.correct,
      description: 'a client admin corrects the size of a catch',
      state: jury,
      params: { id: fromState('catchId') },
      body: { size_cm: 32, reason: 'Se volvió a medir' },
      respond: {
        example: ({ db }) => {
          const row = toCatch(db, db.catches[0]!);
          return { ...row, size_cm: 32, history: [{ at: row.logged_at, by_user_id: 1, by_username: 'admin.cliente', reason: 'Se volvió a medir', changes: [{ field: 'size_cm' as const, from: 31.5, to: 32 }] }] };
        },
      },
    });
  });

  it('computes the provisional standings from the accepted catches', async () => {
    await verifyCall(pact, {
      endpoint: scoringEndpoints.getStandings,
      description: 'a client admin reads the standings computed from the accepted catches',
      state: jury,
      params: { id: fromState('competitionId') },
      respond: { example: (state) => standingsOf(state.db, idOf(state, 'competitionId')) },
    });
  });

  it('answers 404 in Spanish for a catch that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.accept,
      description: 'a client admin accepts a catch that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });
});

describe('Pact: catch photos (docs/decisions/0073)', () => {
  it('lets a judge upload a compressed photo and answers its reference', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.uploadPhoto,
      description: 'a judge uploads the photo of a catch',
      state: judge,
      body: { image: SAMPLE_CATCH_PHOTO },
      respond: { example: () => ({ photo_ref: '0123456789abcdef0123456789abcdef' }) },
    });
  });

  it('refuses a photo that is not a JPEG or a WebP with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.uploadPhoto,
      description: 'a judge uploads a PNG as the photo of a catch',
      state: judge,
      body: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' },
      respond: { status: 400, message: `image: ${catchesMessages.photoType}` },
    });
  });

  it('lets the judge who uploaded a photo read it back', async () => {
    await verifyCall(pact, {
      endpoint: catchesEndpoints.getPhoto,
      description: 'a judge reads the photo they uploaded',
      state: 'a judge has uploaded a catch photo',
      params: { id: fromState('photoRef') },
      respond: { example: ({ values }) => ({ photo_ref: String(values.photoRef), image: SAMPLE_CATCH_PHOTO, uploaded_at: '2026-01-10T09:30:00.000Z' }) },
    });
  });
});

describe('Pact: the public live leaderboard (issue 35, decision 0074)', () => {
  const decided = 'the current competition has catches the jury decided';

  it("lets anyone, without signing in, read the current competition's provisional standings", async () => {
    await verifyCall(pact, {
      endpoint: leaderboardEndpoints.get,
      description: 'a visitor without a session reads the live leaderboard of the current competition',
      state: decided,
      respond: { example: (state) => leaderboardOf(state.db, leaderboardCompetition(state.db, undefined), new Date()) },
    });
  });

  it('reads the leaderboard of the competition named by competition_id', async () => {
    await verifyCall(pact, {
      endpoint: leaderboardEndpoints.get,
      description: 'a visitor without a session reads the live leaderboard of a named competition',
      state: decided,
      query: { competition_id: fromState('competitionId') },
      respond: { example: (state) => leaderboardOf(state.db, leaderboardCompetition(state.db, idOf(state, 'competitionId')), new Date()) },
    });
  });

  it('answers 404 in Spanish for a competition that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: leaderboardEndpoints.get,
      description: 'a visitor without a session reads the live leaderboard of a competition that does not exist',
      state: decided,
      query: { competition_id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });
});
