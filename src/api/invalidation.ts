import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, Domain } from '@contracts/core/endpoint';
import {
  notificationsGetLastStartReminder,
  notificationsGetScheduledStatus,
  notificationsListOwn,
  notificationsListTeamStatus,
} from '@contracts/notifications';
import { teamsGetDetail, teamsGetOwnOrList, teamsGetProgress } from '@contracts/teams';
import { usersGetLog, usersGetProgress, usersListOwnHelpTickets } from '@contracts/users';
import { endpointPrefix } from './query';

/**
 * What each write changes, by domain (docs/decisions/0017). After a successful call the
 * adapter invalidates these: the active screens refetch at once, the rest on their next
 * mount. A domain reaches every read of that domain; an endpoint, every input of that read.
 * Every non-GET endpoint has an entry (tests/unit/api/invalidation.test.ts checks it), so a
 * new write cannot forget to say what it refreshes.
 */
export type InvalidationTarget = Domain | AnyEndpoint;

/** The owner's checklist and the team's own progress (home, team screens). */
const progress = [usersGetProgress, teamsGetProgress] as const;
/** The bell. */
const bell = notificationsListOwn;
/** Reads that embed a team's payments or registration: the admin team detail and the team lists. */
const teamReads = 'teams' satisfies Domain;

export const invalidations: Readonly<Record<string, readonly InvalidationTarget[]>> = {
  // A new identity clears the whole cache (src/api/query-client.ts); a refresh changes no data.
  'auth.login': [],
  'auth.register': [],
  'auth.refreshToken': [],
  // The account turns active: its progress, its team's member list and statuses.
  'auth.activate': ['users', 'teams', 'members'],

  'users.create': ['users'],
  'users.resetPassword': ['users'],
  'users.resetOwnPassword': [usersGetLog],

  'teams.create': [teamReads, 'members', ...progress],
  // The owner account now has a team: the users list shows it, the members list its owner.
  'teams.createForOwner': [teamReads, 'users', 'members'],
  'teams.updateOwn': [teamReads, ...progress],
  'teams.update': [teamReads, ...progress],
  'teams.setOwnFamily': [teamReads, ...progress],
  'teams.setFamily': [teamReads, ...progress],
  // The team, its boat, its members and its unpaid registration go; the session is refreshed next.
  'teams.deleteOwn': [teamReads, 'members', 'boats', 'payments', 'team-competitions', ...progress],

  // Team lists and details name the club.
  'institutions.create': ['institutions'],
  'institutions.update': ['institutions', teamReads],
  'institutions.delete': ['institutions', teamReads],

  // Competitions and prices decide what the registration step and its price say.
  'competitions.create': ['competitions', teamReads, ...progress],
  'competitions.update': ['competitions', teamReads, ...progress],
  'competitions.delete': ['competitions', teamReads, ...progress],
  'prices.create': ['competitions', ...progress],
  'prices.update': ['competitions', ...progress],
  'prices.delete': ['competitions', ...progress],

  'results.createOverall': ['results'],
  'results.deleteOverall': ['results'],
  'results.createBiggestFish': ['results'],
  'results.deleteBiggestFish': ['results'],
  'results.createCategory': ['results'],
  'results.deleteCategory': ['results'],

  // Registration and exemption change the team's status, what it owes and may notify it.
  // 'competitions': the team's competition screen reads its registration from GET /competitions.
  'teamCompetitions.register': ['competitions', 'team-competitions', teamReads, 'payments', ...progress, bell],
  'teamCompetitions.cancel': ['competitions', 'team-competitions', teamReads, 'payments', ...progress, bell],
  'teamCompetitions.exempt': ['team-competitions', teamReads, 'payments', ...progress, bell],
  'teamCompetitions.removeExemption': ['team-competitions', teamReads, 'payments', ...progress, bell],

  // A payment (declared, confirmed or rejected) changes the payment lists and the pending
  // transfers ('payments'), the team detail and lists, the progress, and notifies the team.
  'payments.create': ['competitions', 'payments', teamReads, ...progress, bell],
  'payments.createTransfer': ['competitions', 'payments', teamReads, ...progress, bell],
  'payments.createTransferAdmin': ['payments', teamReads, ...progress, bell],
  'payments.confirmTransfer': ['payments', teamReads, ...progress, bell],
  'payments.rejectTransfer': ['payments', teamReads, ...progress, bell],
  'payments.createCash': ['competitions', 'payments', teamReads, ...progress, bell],
  'payments.confirmCash': ['payments', teamReads, ...progress, bell],
  'payments.rejectCash': ['payments', teamReads, ...progress, bell],

  // The own team embeds the members (family category needs 3); progress counts them.
  'members.register': ['members', teamReads, ...progress],
  'members.registerAdmin': ['members', teamReads, ...progress],
  'members.update': ['members', teamReads, ...progress],
  'members.delete': ['members', teamReads, ...progress],
  // The account is deactivated and the session ends at once: the sign-out clears the cache.
  'members.leaveTeam': [],

  // The own team and the admin team detail embed the boat.
  'boats.create': ['boats', teamsGetOwnOrList, teamsGetDetail, ...progress],
  'boats.createAdmin': ['boats', teamsGetOwnOrList, teamsGetDetail, ...progress],
  'boats.update': ['boats', teamsGetOwnOrList, teamsGetDetail, ...progress],

  // The user's own requests are read through /users (the help page, the club request notice).
  'helpDesk.create': ['help-desk', usersListOwnHelpTickets],
  // Resolving a club request may add the club; the requester is notified.
  'helpDesk.resolve': ['help-desk', usersListOwnHelpTickets, 'institutions', bell],

  'notifications.markRead': [bell],
  'notifications.delete': [bell],
  'notifications.sendToTeam': [notificationsListTeamStatus, bell],
  'notifications.sendStartReminder': [notificationsGetLastStartReminder, notificationsListTeamStatus, bell],
  'notifications.toggleScheduled': [notificationsGetScheduledStatus],
};

/** The cache key prefixes a successful call of `endpoint` makes stale. */
export function invalidatedKeys(endpoint: AnyEndpoint): QueryKey[] {
  const targets = invalidations[endpoint.id];
  // A write without an entry refreshes its whole domain rather than nothing.
  if (!targets) return endpoint.method === 'GET' ? [] : [[endpoint.domain]];
  return targets.map((target) => (typeof target === 'string' ? [target] : endpointPrefix(target)));
}

/** Marks what `endpoint` changed as stale; resolves once the shown reads have refetched. */
export async function invalidateAfter(client: QueryClient, endpoint: AnyEndpoint): Promise<void> {
  await Promise.all(invalidatedKeys(endpoint).map((queryKey) => client.invalidateQueries({ queryKey })));
}
