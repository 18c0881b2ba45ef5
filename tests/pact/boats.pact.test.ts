import { describe, it } from 'vitest';
import { boatsEndpoints } from '@contracts/boats';
import { toBoat, toBoatListRow } from '@mocks/db/mappers/boats';
import { registrationOf } from '@mocks/db/queries';
import { currentCompetitionOf, idOf, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const boat = { name: 'La Tararira', registration_number: 'REY-48213', engine_brand: 'Mercury', hp: 115, has_radio: true, is_yacht: false };

/** Every boat of the seed reads the same way. */
const anyBoat = ({ db }: StateExamples) => toBoat(db.boats[0]!);
const namedBoat = (state: StateExamples) => toBoat(state.db.boats.find((b) => b.id === idOf(state, 'boatId'))!);

describe('Pact: boats', () => {
  it('lists the boats of the teams registered in the current competition', async () => {
    await verifyCall(pact, {
      endpoint: boatsEndpoints.list,
      description: 'a client admin lists the boats of the current competition',
      state: 'the user is a client admin',
      respond: {
        example: (state) => {
          const competition = currentCompetitionOf(state);
          return state.db.boats.filter((b) => registrationOf(state.db, b.team_id, competition.id)).map((b) => toBoatListRow(state.db, b));
        },
      },
    });
  });

  it('reads a boat', async () => {
    await verifyCall(pact, {
      endpoint: boatsEndpoints.get,
      description: "a client admin reads a team's boat",
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('boatId') },
      respond: { example: namedBoat },
    });
  });

  it('answers 404 in Spanish for a boat that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: boatsEndpoints.get,
      description: 'a client admin reads a boat that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it("edits a boat's engine power", async () => {
    await verifyCall(pact, {
      endpoint: boatsEndpoints.update,
      description: "a client admin changes a boat's engine power",
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('boatId') },
      body: { hp: 150 },
      respond: { example: namedBoat },
    });
  });

  it('refuses an engine power over 1000 with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: boatsEndpoints.update,
      description: 'a client admin sets an engine power of 5000',
      state: 'a client admin is signed in and a complete team exists',
      params: { id: fromState('boatId') },
      body: { hp: 5000 },
      respond: { status: 400 },
    });
  });

  it("registers the own team's boat", async () => {
    await verifyCall(pact, {
      endpoint: boatsEndpoints.create,
      description: 'a team owner whose team has no boat registers one',
      state: 'a team owner whose team has no boat exists',
      body: boat,
      respond: { example: anyBoat },
    });
  });

  it("registers a team's boat (admins)", async () => {
    await verifyCall(pact, {
      endpoint: boatsEndpoints.createAdmin,
      description: 'a client admin registers the boat of a team without one',
      state: 'a client admin is signed in and a team without a boat exists',
      body: { ...boat, team_id: fromState('teamId') },
      respond: { example: anyBoat },
    });
  });
});
