import { describe, it } from 'vitest';
import { institutionsEndpoints } from '@contracts/institutions';
import { toInstitution } from '@mocks/db/mappers/misc';
import { institutionById } from '@mocks/db/queries';
import { idOf, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const club = { name: 'Club Náutico Ramallo', president: 'Estela Giménez', phone_number: '3407551234' };
const address = { address_line: 'Av. Costanera 450', city: 'Ramallo', state: 'Buenos Aires', country: 'Argentina' };

/** A club with addresses, as every club of the seed reads. */
const anyClub = ({ db }: StateExamples) => toInstitution(db, db.institutions[0]!);
const namedClub = (state: StateExamples) => toInstitution(state.db, institutionById(state.db, idOf(state, 'institutionId'))!);

describe('Pact: institutions (fishing clubs)', () => {
  it('lists the fishing clubs', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.list,
      description: 'a client admin lists the fishing clubs',
      state: 'the user is a client admin',
      respond: { example: ({ db }) => db.institutions.map((i) => toInstitution(db, i)) },
    });
  });

  it('lists the fishing clubs for a team owner choosing one', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.list,
      description: 'a team owner without a team lists the fishing clubs',
      state: 'a team owner without a team exists',
      respond: { example: ({ db }) => db.institutions.map((i) => toInstitution(db, i)) },
    });
  });

  it('creates a fishing club with its address', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.create,
      description: 'a client admin creates a fishing club',
      state: 'the user is a client admin',
      body: { ...club, addresses: [address] },
      respond: { example: anyClub },
    });
  });

  it('refuses a fishing club without an address with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.create,
      description: 'a client admin creates a fishing club without an address',
      state: 'the user is a client admin',
      body: { ...club, addresses: [] },
      respond: { status: 400 },
    });
  });

  it('reads a fishing club', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.get,
      description: 'a client admin reads a fishing club',
      state: 'a client admin is signed in and a fishing club without teams exists',
      params: { id: fromState('institutionId') },
      respond: { example: namedClub },
    });
  });

  it('answers 404 in Spanish for a fishing club that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.get,
      description: 'a client admin reads a fishing club that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it("edits a fishing club's president", async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.update,
      description: "a client admin changes a fishing club's president",
      state: 'a client admin is signed in and a fishing club without teams exists',
      params: { id: fromState('institutionId') },
      body: { president: 'Horacio Benítez' },
      respond: { example: namedClub },
    });
  });

  it('deletes a fishing club no team belongs to', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.delete,
      description: 'a client admin deletes a fishing club without teams',
      state: 'a client admin is signed in and a fishing club without teams exists',
      params: { id: fromState('institutionId') },
      respond: { example: () => null },
    });
  });

  it('refuses to delete a fishing club teams belong to with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: institutionsEndpoints.delete,
      description: 'a client admin deletes a fishing club some team belongs to',
      state: 'a client admin is signed in and a fishing club with teams exists',
      params: { id: fromState('institutionId') },
      respond: { status: 422 },
    });
  });
});
