import { describe, it } from 'vitest';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { boatsEndpoints } from '@contracts/boats';
import { membersEndpoints } from '@contracts/members';
import { permissionMessages } from '@contracts/messages';
import { paymentsEndpoints } from '@contracts/payments';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { teamsEndpoints } from '@contracts/teams';
import { fromState } from './support/from-state';
import type { CallSpec } from './support/interaction';
import { createPact } from './support/pact';
import { verifyCall } from './support/verify-call';
import { newMemberInput } from '../fixtures/new-member';

const pact = createPact();

/**
 * docs/decisions/0009: an account with the owner role linked to a team it did not create
 * (an admin added it) changes nothing of the team. One 403 per call that changes a team.
 */
const STATE = 'a team has a linked account with the owner role that is not its owner';
const refused = { status: 403, message: permissionMessages.teamOwnerOnly, errorCode: 'FORBIDDEN' } as const;

const newMember = newMemberInput();
const boat = { name: 'La Segunda', registration_number: 'REY-99999', engine_brand: 'Yamaha', hp: 90, has_radio: false, is_yacht: false };

type Refusal = Omit<CallSpec<AnyEndpoint>, 'state' | 'respond'>;

const refusals: [string, Refusal][] = [
  ['renaming the team', { endpoint: teamsEndpoints.updateOwn, description: 'renames the team', body: { name: 'Los Usurpadores' } }],
  ['deleting the team', { endpoint: teamsEndpoints.deleteOwn, description: 'deletes the team' }],
  ['turning the family category on', { endpoint: teamsEndpoints.setOwnFamily, description: 'turns the family category on', body: { is_family: true } }],
  ['adding a member', { endpoint: membersEndpoints.register, description: 'adds a member', body: newMember }],
  ['editing a member', { endpoint: membersEndpoints.update, description: "edits the owner's data", params: { id: fromState('memberUserId') }, body: { first_name: 'Usurpado' } }],
  ['removing a member', { endpoint: membersEndpoints.delete, description: 'removes the owner', params: { id: fromState('memberUserId') } }],
  ['registering a boat', { endpoint: boatsEndpoints.create, description: 'registers a boat', body: boat }],
  ['editing the boat', { endpoint: boatsEndpoints.update, description: 'renames the boat', params: { id: fromState('boatId') }, body: { name: 'La Usurpada' } }],
  ['registering the team in a competition', { endpoint: teamCompetitionsEndpoints.register, description: 'registers the team in the current competition', params: { competitionId: fromState('competitionId') } }],
  ['cancelling the registration', { endpoint: teamCompetitionsEndpoints.cancel, description: "cancels the team's registration", params: { competitionId: fromState('competitionId') } }],
  [
    'asking for a card payment link',
    { endpoint: teamCompetitionsEndpoints.getPaymentLink, description: 'asks for a card payment link', params: { competitionId: fromState('competitionId'), priceId: fromState('cardPriceId') } },
  ],
  ['registering a card payment', { endpoint: paymentsEndpoints.create, description: 'registers a returned card payment', body: { payment_id: '90000000001' } }],
  [
    'declaring a transfer',
    {
      endpoint: paymentsEndpoints.createTransfer,
      description: 'declares a transfer',
      body: { comp_price_id: fromState('transferPriceId'), sender_first_name: 'Hernán', sender_last_name: 'Sumado', sender_cuit: '20-55123456-3' },
    },
  ],
  [
    'recording a cash payment',
    {
      endpoint: paymentsEndpoints.createCash,
      description: 'records a cash payment',
      body: { comp_price_id: fromState('cashPriceId'), payer_first_name: 'Hernán', payer_last_name: 'Sumado', payer_dni: '55123456' },
    },
  ],
];

describe('Pact: only the team owner changes the team', () => {
  it.each(refusals)('refuses %s by a linked account that is not the owner with 403 in Spanish', async (_, call) => {
    await verifyCall(pact, {
      ...call,
      description: `an account with the owner role that is not the team's owner ${call.description}`,
      state: STATE,
      respond: refused,
    } as CallSpec<AnyEndpoint>);
  });
});
