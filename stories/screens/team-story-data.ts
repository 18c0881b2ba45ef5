import { INSTITUTION_REQUEST_TITLE } from '../../contracts/entities/help-desk';
import { userByUsername } from '../../mocks/db/queries';
import { db, nextId } from '../../mocks/db/store';
import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';

/** Story data of the team screens (run in a story's beforeEach, after the seed is restored). */

/** Gives a demo account a pending request for a new club, which blocks team creation and edits. */
export const withPendingClubRequest = (key: DemoAccountKey) => () => {
  const user = userByUsername(db(), demoAccount(key).username)!;
  const at = new Date(Date.now() - 3600 * 1000).toISOString();
  db().helpDeskTickets.push({
    id: nextId(db().helpDeskTickets),
    user_id: user.id,
    name: user.username,
    email: null,
    phone_number: null,
    title: INSTITUTION_REQUEST_TITLE,
    description: 'Barra: Club Náutico Paraná. Presidente: Marta Ríos. Teléfono: 3434567890.',
    dni: null,
    status: 'pending',
    response: null,
    admin_comment: null,
    response_method: null,
    responded_by: null,
    created_at: at,
    updated_at: at,
    closed_at: null,
  });
};

/** The screen's sub-view (#edit) for one story; put back afterwards. */
export const atHash = (hash: string) => () => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${hash}`);
  return () => window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
};
