import { INSTITUTION_REQUEST_TITLE } from '../../contracts/entities/help-desk';
import type { DemoAccountKey } from '../../mocks/demo-accounts';
import { withPendingTicket } from '../support/help-tickets';

/** Story data of the team screens (run in a story's beforeEach, after the seed is restored). */

/** Gives a demo account a pending request for a new club, which blocks team creation and edits. */
export const withPendingClubRequest = (key: DemoAccountKey) =>
  withPendingTicket(
    key,
    { title: INSTITUTION_REQUEST_TITLE, description: 'Barra: Club Náutico Paraná. Presidente: Marta Ríos. Teléfono: 3434567890.' },
    1,
  );

/** The screen's sub-view (#edit) for one story; put back afterwards. */
export const atHash = (hash: string) => () => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${hash}`);
  return () => window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
};
