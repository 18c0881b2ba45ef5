import { describe, it } from 'vitest';
import { accessRecoveryTicket } from '@contracts/entities/help-desk';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { toHelpTicket } from '@mocks/db/mappers/misc';
import { displayName } from '@mocks/db/queries';
import { idOf, signedInUser, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const question = { title: 'Cambio de embarcación', description: 'Nos rompieron el motor, ¿podemos inscribir otra embarcación?' };

const recovery = accessRecoveryTicket({
  first_name: 'Carla',
  last_name: 'Medina',
  dni: '33444555',
  phone_number: '3364551122',
  birth_date: '1987-11-02',
});

const ticketOf = (state: StateExamples) => state.db.helpDeskTickets.find((t) => t.id === idOf(state, 'ticketId'))!;

/** A new request reads as pending, with the caller's name and contact data. */
const newTicketOfSignedInUser = (state: StateExamples) => {
  const user = signedInUser(state);
  const pending = state.db.helpDeskTickets.find((t) => t.status === 'pending' && t.user_id !== null)!;
  return toHelpTicket(state.db, {
    ...pending,
    ...question,
    user_id: user.id,
    name: displayName(user),
    email: user.personal_info?.email ?? null,
    phone_number: user.personal_info?.primary_phone_number ?? null,
    dni: null,
  });
};

describe('Pact: help desk', () => {
  it('lists the help requests (admins)', async () => {
    await verifyCall(pact, {
      endpoint: helpDeskEndpoints.list,
      description: 'a client admin lists the help requests',
      state: 'the user is a client admin',
      respond: { example: ({ db }) => db.helpDeskTickets.map((t) => toHelpTicket(db, t)) },
    });
  });

  it('sends a help request from a signed-in user', async () => {
    await verifyCall(pact, {
      endpoint: helpDeskEndpoints.create,
      description: 'a signed-in team owner without a pending request asks for help',
      state: 'a team owner with a complete team exists',
      caller: 'signedIn',
      body: question,
      respond: { example: newTicketOfSignedInUser },
    });
  });

  it('sends an access recovery request without a session', async () => {
    await verifyCall(pact, {
      endpoint: helpDeskEndpoints.create,
      description: 'somebody without a session asks to recover the access with a DNI',
      state: 'the demo data is loaded',
      body: recovery,
      respond: { example: ({ db }) => toHelpTicket(db, db.helpDeskTickets.find((t) => t.user_id === null)!) },
    });
  });

  it('refuses a request with a title of 2 characters with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: helpDeskEndpoints.create,
      description: 'a signed-in team owner asks for help with a title of 2 characters',
      state: 'a team owner with a complete team exists',
      caller: 'signedIn',
      body: { ...question, title: 'Ok' },
      respond: { status: 400 },
    });
  });

  it('reads a help request (admins)', async () => {
    await verifyCall(pact, {
      endpoint: helpDeskEndpoints.get,
      description: 'a client admin reads a pending help request',
      state: 'a pending help ticket exists',
      params: { id: fromState('ticketId') },
      respond: { example: (state) => toHelpTicket(state.db, ticketOf(state)) },
    });
  });

  // A non-numeric ticket id ('ID de ticket inválido') is no interaction: the path would match no
  // operation of the document, whose ids are decimal (docs/decisions/0014), and the screen checks
  // the id before calling. tests/unit/mocks/help-desk-handlers.test.ts keeps the server's 400.

  it('answers 404 in Spanish for a help request that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: helpDeskEndpoints.get,
      description: 'a client admin reads a help request that does not exist',
      state: 'the user is a client admin',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('resolves a pending help request', async () => {
    const resolution = { response: 'Sí, editá la embarcación desde el menú Embarcación.', response_method: 'email', admin_comment: 'Respondido por correo' } as const;
    await verifyCall(pact, {
      endpoint: helpDeskEndpoints.resolve,
      description: 'a client admin answers a pending help request by e-mail',
      state: 'a pending help ticket exists',
      params: { id: fromState('ticketId') },
      body: resolution,
      respond: {
        example: (state) => {
          const admin = signedInUser(state);
          return toHelpTicket(state.db, {
            ...ticketOf(state),
            ...resolution,
            status: 'resolved',
            responded_by: admin.id,
            closed_at: '2026-03-16T15:00:00.000Z',
          });
        },
      },
    });
  });
});
