import { describe, it } from 'vitest';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { withoutTimestamps } from '@mocks/db/mappers/strip';
import type { Db, TeamCompetitionRow } from '@mocks/db/schema';
import { UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import { verifyCall } from './support/verify-call';

const pact = createPact();

/** How a registration reads in a given situation, from the seed's registrations in it. */
const registrationWhere = (db: Db, test: (tc: TeamCompetitionRow) => boolean) => {
  const registration = db.teamCompetitions.find(test);
  if (!registration) throw new Error('La semilla no tiene una inscripción así');
  return withoutTimestamps(registration);
};
const unpaidRegistration = (db: Db) => registrationWhere(db, (tc) => tc.payment_status === 'unpaid' && !tc.is_payment_exempt);
const vipExemptRegistration = (db: Db) => registrationWhere(db, (tc) => tc.is_payment_exempt && tc.exemption_reason === 'vip');

describe('Pact: teams in competitions', () => {
  it('registers the own team in the current competition', async () => {
    await verifyCall(pact, {
      endpoint: teamCompetitionsEndpoints.register,
      description: 'a team owner whose complete team is not registered registers it in the current competition',
      state: 'a team owner whose complete team is not registered exists',
      params: { competitionId: fromState('competitionId') },
      respond: { example: ({ db }) => unpaidRegistration(db) },
    });
  });

  it('answers 404 in Spanish for a competition that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: teamCompetitionsEndpoints.register,
      description: 'a team owner registers the team in a competition that does not exist',
      state: 'a team owner whose complete team is not registered exists',
      params: { competitionId: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('cancels the own unpaid registration', async () => {
    await verifyCall(pact, {
      endpoint: teamCompetitionsEndpoints.cancel,
      description: 'a team owner with an unpaid registration cancels it',
      state: 'the current competition has registration open',
      params: { competitionId: fromState('competitionId') },
      respond: { example: () => null },
    });
  });

  it('exempts a registered team from payment (admins)', async () => {
    await verifyCall(pact, {
      endpoint: teamCompetitionsEndpoints.exempt,
      description: 'a client admin exempts a registered unpaid team as VIP',
      state: 'a client admin is signed in and an incomplete team exists',
      params: { id: fromState('registrationId') },
      body: { exemption_reason: 'vip', exemption_notes: null },
      respond: { example: ({ db }) => vipExemptRegistration(db) },
    });
  });

  it("refuses the reason 'other' without notes with 400 in Spanish", async () => {
    await verifyCall(pact, {
      endpoint: teamCompetitionsEndpoints.exempt,
      description: "a client admin exempts a team for the reason 'other' without notes",
      state: 'a client admin is signed in and an incomplete team exists',
      params: { id: fromState('registrationId') },
      body: { exemption_reason: 'other', exemption_notes: null },
      respond: { status: 400 },
    });
  });

  it("removes a team's exemption (admins)", async () => {
    await verifyCall(pact, {
      endpoint: teamCompetitionsEndpoints.removeExemption,
      description: 'a client admin removes the exemption of an exempt team',
      state: 'a client admin is signed in and an exempt team exists',
      params: { id: fromState('registrationId') },
      respond: { example: ({ db }) => unpaidRegistration(db) },
    });
  });

  it('gets the card payment link of a valid card price', async () => {
    await verifyCall(pact, {
      endpoint: teamCompetitionsEndpoints.getPaymentLink,
      description: 'a team owner with an unpaid registration asks for the card payment link',
      state: 'the current competition has registration open',
      params: { competitionId: fromState('competitionId'), priceId: fromState('cardPriceId') },
      respond: { example: () => ({ checkInUrl: 'https://pagos.example.com/checkout?pref=90000000001' }) },
    });
  });
});
