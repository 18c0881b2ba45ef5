import type { HttpHandler } from 'msw';
import { bySpecificity } from '../core/define-handler';
import { routeApi } from '../core/route-api';
import { authHandlers } from './auth';
import { boatHandlers } from './boats';
import { competitionHandlers } from './competitions';
import { helpDeskHandlers } from './help-desk';
import { institutionHandlers } from './institutions';
import { memberHandlers } from './members';
import { mockControlHandlers } from './mock-state';
import { demoCheckoutHandler } from './demo-checkout';
import { notificationHandlers } from './notifications';
import { paymentHandlers } from './payments';
import { resultHandlers } from './results';
import { teamCompetitionHandlers } from './team-competitions';
import { teamHandlers } from './teams';
import { userHandlers } from './users';
import { tournamentDayHandlers } from './tournament-day';

/**
 * Every handler of the mock backend. Add a domain's array here; bySpecificity puts
 * `/teams/progress` before `/teams/{id}` whatever the order below.
 */
export const apiHandlers: HttpHandler[] = bySpecificity([...authHandlers, ...userHandlers, ...institutionHandlers, ...boatHandlers, ...memberHandlers, ...teamHandlers, ...competitionHandlers, ...resultHandlers, ...teamCompetitionHandlers, ...paymentHandlers, ...helpDeskHandlers, ...notificationHandlers, ...tournamentDayHandlers]);

/** What the worker, the Node server and the HTTP server run: the API behind one router (core/route-api.ts). */
export const handlers: HttpHandler[] = [routeApi(apiHandlers), ...mockControlHandlers, demoCheckoutHandler];
