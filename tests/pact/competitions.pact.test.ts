import { describe, it } from 'vitest';
import { competitionsEndpoints } from '@contracts/competitions';
import { accessMessages } from '@contracts/core/messages';
import { toCompetition, toPrice, toRegisteredCompetition } from '@mocks/db/mappers/competitions';
import { competitionsOfTeam } from '@mocks/rules/competition-availability';
import { competitionOverview } from '@mocks/rules/competition-overview';
import { chargedAmounts } from '@mocks/rules/pricing';
import { currentCompetitionOf, idOf, signedInUser, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const competitionById = (state: StateExamples, key = 'competitionId') =>
  toCompetition(state.db, state.db.competitions.find((c) => c.id === idOf(state, key))!);
const priceById = (state: StateExamples, key: string) => toPrice(state.db.competitionPrices.find((p) => p.id === idOf(state, key))!);

/** What a team owner or member reads: the competitions to enter and the ones entered. */
const competitionsOfSignedInTeam = (state: StateExamples) => {
  const { available, registered } = competitionsOfTeam(state.db, signedInUser(state).team_id);
  return {
    availableCompetitions: available.map((c) => toCompetition(state.db, c)),
    registeredCompetitions: registered.map(({ competition, registration }) => toRegisteredCompetition(state.db, competition, registration)),
  };
};

/** Days entered by an organiser are Argentine days, sent with their offset (decision 0038). */
const transferPrice = {
  price: 185000,
  installment_count: 1,
  start_date: '2026-09-01T00:00:00.000-03:00',
  end_date: '2026-10-14T23:59:59.999-03:00',
  payment_type: 'transfer',
  platform_fee: null,
  covers_platform_fee: false,
} as const;

const newCompetition = {
  name: 'Concurso de Primavera del Paraná',
  edition: 13,
  description: 'Pesca variada embarcada con devolución, por equipos de tres pescadores.',
  registration_start: '2026-09-01T00:00:00.000-03:00',
  registration_end: '2026-10-14T23:59:59.999-03:00',
  start_date: '2026-10-24T06:00:00.000-03:00',
  end_date: '2026-10-25T17:00:00.000-03:00',
  prices: [transferPrice],
};

describe('Pact: competitions, prices and catalogues', () => {
  it('lists the competitions a team can enter and the ones it entered (owners and members)', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.list,
      description: 'a team owner whose team is registered lists the competitions',
      state: 'a team owner with a complete team exists',
      respond: { example: competitionsOfSignedInTeam },
    });
  });

  it('lists the competitions open to a team owner without registrations', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.list,
      description: 'a team owner without a team lists the competitions',
      state: 'a team owner without a team exists',
      respond: { example: competitionsOfSignedInTeam },
    });
  });

  it('lists what a team owner declared while it waits for an organiser (issue 31)', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.list,
      description: 'a team owner who declared a transfer lists the competitions',
      state: 'a team owner has declared a transfer',
      respond: { example: competitionsOfSignedInTeam },
    });
  });

  it('lists every competition (admins)', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.list,
      description: 'a client admin lists the competitions',
      state: 'the user is a client admin',
      respond: { example: ({ db }) => db.competitions.map((c) => toCompetition(db, c)) },
    });
  });

  it('creates a competition with a price', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.create,
      description: 'a system admin creates a competition with a transfer price',
      state: 'the user is a system admin',
      body: newCompetition,
      respond: { example: (state) => toCompetition(state.db, currentCompetitionOf(state)) },
    });
  });

  it('refuses a registration that ends after the start with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.create,
      description: 'a system admin creates a competition whose registration ends after it starts',
      state: 'the user is a system admin',
      body: { ...newCompetition, registration_end: '2026-10-29T23:59:59.999-03:00' },
      respond: { status: 400 },
    });
  });

  it('reads a competition with its prices and figures', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.get,
      description: 'a system admin reads the current competition',
      state: 'a system admin is signed in and the current competition has registration open',
      params: { id: fromState('competitionId') },
      respond: { example: (state) => competitionById(state) },
    });
  });

  it('answers 404 in Spanish for a competition that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.get,
      description: 'a client admin reads a competition that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it("edits a competition's description", async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.update,
      description: "a system admin changes the current competition's description",
      state: 'a system admin is signed in and the current competition has registration open',
      params: { id: fromState('competitionId') },
      body: { description: 'Pesca variada embarcada con devolución. Largada desde la costanera de San Pedro.' },
      respond: { example: (state) => competitionById(state) },
    });
  });

  it('deletes a competition without registrations', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.delete,
      description: 'a system admin deletes a competition no team registered in',
      state: 'a system admin is signed in and a competition without registrations exists',
      params: { id: fromState('competitionId') },
      respond: { example: () => null },
    });
  });

  it('reads the current competition', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.getCurrent,
      description: 'a team owner reads the current competition',
      state: 'a team owner with a complete team exists',
      respond: { example: (state) => toCompetition(state.db, currentCompetitionOf(state)) },
    });
  });

  it('reads a price', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.getPrice,
      description: 'a system admin reads a price of the current competition',
      state: 'a system admin is signed in and the current competition has registration open',
      params: { id: fromState('priceId') },
      respond: { example: (state) => priceById(state, 'priceId') },
    });
  });

  it('edits a price', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.updatePrice,
      description: 'a system admin changes the amount of a price',
      state: 'a system admin is signed in and the current competition has registration open',
      params: { id: fromState('priceId') },
      body: { price: 195000 },
      respond: { example: (state) => priceById(state, 'priceId') },
    });
  });

  it('refuses a price of 0 with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.updatePrice,
      description: 'a system admin sets a price of 0',
      state: 'a system admin is signed in and the current competition has registration open',
      params: { id: fromState('priceId') },
      body: { price: 0 },
      respond: { status: 400 },
    });
  });

  it('deletes a price of a competition that keeps another one', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.deletePrice,
      description: 'a system admin deletes one of the two prices of a competition without registrations',
      state: 'a system admin is signed in and a competition without registrations exists',
      params: { id: fromState('priceId') },
      respond: { example: () => null },
    });
  });

  it("refuses deleting a competition's last price with 422 in Spanish", async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.deletePrice,
      description: 'a system admin deletes the only price of a competition',
      state: 'a system admin is signed in and a competition with a single price exists',
      params: { id: fromState('priceId') },
      respond: { status: 422, message: 'Debe haber al menos un precio', errorCode: 'BUSINESS_RULE' },
    });
  });

  it('refuses deleting a price that payments were made at with 422 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.deletePrice,
      description: 'a system admin deletes a price of the current competition that has payments',
      state: 'a system admin is signed in and a price of the current competition has payments',
      params: { id: fromState('priceId') },
      respond: { status: 422, message: 'No se puede eliminar un precio con pagos registrados', errorCode: 'BUSINESS_RULE' },
    });
  });

  it('adds a price to a competition', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.createPrice,
      description: 'a system admin adds a transfer price to the current competition',
      state: 'a system admin is signed in and the current competition has registration open',
      body: { ...transferPrice, competition_id: fromState('competitionId') },
      respond: { example: (state) => priceById(state, 'priceId') },
    });
  });

  it('reads where to transfer a price to (team owner)', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.getTransferDetails,
      description: 'a team owner with an unpaid registration reads the transfer details of the valid transfer price, with the account holder',
      state: 'the current competition has registration open',
      params: { id: fromState('transferPriceId') },
      respond: {
        example: (state) => {
          const price = state.db.competitionPrices.find((p) => p.id === idOf(state, 'transferPriceId'))!;
          return { price: chargedAmounts(price).attempt_amount, price_id: price.id, ...state.db.settings.transfer_account };
        },
      },
    });
  });

  it('lists the transfer prices of a competition', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.listPrices,
      description: 'a team owner lists the transfer prices of the current competition',
      state: 'the current competition has registration open',
      params: { id: fromState('competitionId') },
      query: { payment_type: 'transfer' },
      respond: {
        example: (state) =>
          state.db.competitionPrices
            .filter((p) => p.competition_id === idOf(state, 'competitionId') && p.payment_type === 'transfer')
            .map(toPrice),
      },
    });
  });

  it('lists the team categories', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.listCategories,
      description: 'a client admin lists the team categories',
      state: 'the user is a client admin',
      respond: { example: ({ db }) => db.categories },
    });
  });

  it('lists the fish species', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.listFishSpecies,
      description: 'a client admin lists the fish species',
      state: 'the user is a client admin',
      respond: { example: ({ db }) => db.fishSpecies },
    });
  });

  it("reads the organisers' overview of the current competition", async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.getOverview,
      description: 'a client admin reads the overview of the current competition',
      state: 'the user is a client admin',
      respond: { example: (state) => competitionOverview(state.db, currentCompetitionOf(state)) },
    });
  });

  it('refuses the overview to a team owner with 403 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: competitionsEndpoints.getOverview,
      description: 'a team owner reads the organisers overview',
      state: 'a team owner with a complete team exists',
      respond: { status: 403, message: accessMessages.forbidden, errorCode: 'FORBIDDEN' },
    });
  });
});
