import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, Domain } from '@contracts/core/endpoint';
import type { RegisteredEndpoint } from '@contracts/index';
import { competitionsEndpoints } from '@contracts/competitions';
import { notificationsEndpoints } from '@contracts/notifications';
import { teamsEndpoints } from '@contracts/teams';
import { usersEndpoints } from '@contracts/users';
import { endpointPrefix } from './query';

/**
 * What each write changes, by domain (docs/decisions/0017). After a successful call the
 * adapter invalidates these: the active screens refetch at once, the rest on their next
 * mount. A domain reaches every read of that domain; an endpoint, every input of that read.
 * The map is keyed by the ids of the registry's writes: a new write without an entry, or a
 * misspelt id, does not compile.
 */
export type InvalidationTarget = Domain | AnyEndpoint;
/** The id of every call that changes something (every method but GET). */
export type WriteId = Exclude<RegisteredEndpoint, { method: 'GET' }>['id'];

/** The owner's checklist and the team's own progress (home, team screens). */
const progress = [usersEndpoints.getProgress, teamsEndpoints.getProgress] as const;
/** The bell. */
const bell = notificationsEndpoints.listOwn;
/**
 * The organisers' home: its counts of teams, money and waiting work (issue 21). Refreshed by
 * the writes an admin makes; a team account's write (a member, a boat, a help request) happens
 * in another session's cache; the home asks again when opened after FRESH_FOR_MS or refocused.
 */
const overview = competitionsEndpoints.getOverview;
/** Reads that embed a team's payments or registration: the admin team detail and the team lists. */
const teamReads = 'teams' satisfies Domain;

export const invalidations: Readonly<Record<WriteId, readonly InvalidationTarget[]>> = {
  // A new identity clears the whole cache (src/api/query-client.ts); a refresh changes no data.
  'auth.login': [],
  'auth.register': [],
  'auth.refreshToken': [],
  // The account turns active: its progress, its team's member list and statuses.
  'auth.activate': ['users', 'teams', 'members'],

  'users.create': ['users'],
  'users.resetPassword': ['users'],
  'users.resetOwnPassword': [usersEndpoints.getLog],

  'teams.create': [teamReads, 'members', ...progress],
  // The owner account now has a team: the users list shows it, the members list its owner.
  'teams.createForOwner': [teamReads, 'users', 'members'],
  'teams.updateOwn': [teamReads, ...progress],
  'teams.update': [teamReads, ...progress],
  'teams.setOwnFamily': [teamReads, ...progress],
  'teams.setFamily': [teamReads, ...progress],
  // The team, its boat, its members and its unpaid registration go; the session is refreshed next.
  'teams.deleteOwn': [teamReads, 'members', 'boats', 'payments', 'teamCompetitions', ...progress],

  // Team lists and details name the club.
  'institutions.create': ['institutions'],
  'institutions.update': ['institutions', teamReads],
  'institutions.delete': ['institutions', teamReads],

  // Competitions and prices decide what the registration step and its price say.
  'competitions.create': ['competitions', teamReads, ...progress],
  'competitions.update': ['competitions', teamReads, ...progress],
  'competitions.delete': ['competitions', teamReads, ...progress],
  'competitions.createPrice': ['competitions', ...progress],
  'competitions.updatePrice': ['competitions', ...progress],
  'competitions.deletePrice': ['competitions', ...progress],

  'results.createOverall': ['results'],
  'results.deleteOverall': ['results'],
  'results.createBiggestFish': ['results'],
  'results.deleteBiggestFish': ['results'],
  'results.createCategory': ['results'],
  'results.deleteCategory': ['results'],

  // Tournament day (issue 35): the dock and the catches are read by their own screens only.
  'scoring.update': ['scoring'],
  'checkIns.depart': ['checkIns'],
  'checkIns.return': ['checkIns'],
  'catches.create': ['catches'],
  // A photo is read by its reference, which never changes: nothing to refresh.
  'catches.uploadPhoto': [],
  'catches.accept': ['catches'],
  // The team's bell is another session's cache: it asks again when opened.
  'catches.reject': ['catches'],
  'catches.correct': ['catches'],

  // Registration and exemption change the team's status, what it owes and may notify it.
  // 'competitions': the team's competition screen reads its registration from GET /competitions.
  'teamCompetitions.register': ['competitions', 'teamCompetitions', teamReads, 'payments', ...progress, bell],
  'teamCompetitions.cancel': ['competitions', 'teamCompetitions', teamReads, 'payments', ...progress, bell],
  'teamCompetitions.exempt': ['teamCompetitions', teamReads, 'payments', ...progress, bell, overview],
  'teamCompetitions.removeExemption': ['teamCompetitions', teamReads, 'payments', ...progress, bell, overview],

  // A payment (declared, confirmed or rejected) changes the payment lists and the pending
  // transfers ('payments'), the team detail and lists, the progress, and notifies the team.
  'payments.create': ['competitions', 'payments', teamReads, ...progress, bell],
  // Mercado Pago calls it, never the app.
  'payments.cardNotification': [],
  'payments.createTransfer': ['competitions', 'payments', teamReads, ...progress, bell],
  'payments.createTransferAdmin': ['payments', teamReads, ...progress, bell, overview],
  'payments.confirmTransfer': ['payments', teamReads, ...progress, bell, overview],
  'payments.rejectTransfer': ['payments', teamReads, ...progress, bell, overview],
  'payments.createCash': ['competitions', 'payments', teamReads, ...progress, bell],
  'payments.confirmCash': ['payments', teamReads, ...progress, bell, overview],
  'payments.rejectCash': ['payments', teamReads, ...progress, bell, overview],

  // The own team embeds the members (family category needs 3); progress counts them.
  'members.register': ['members', teamReads, ...progress],
  'members.registerAdmin': ['members', teamReads, ...progress, overview],
  'members.update': ['members', teamReads, ...progress, overview],
  'members.delete': ['members', teamReads, ...progress, overview],
  // The account is deactivated and the session ends at once: the sign-out clears the cache.
  'members.leaveTeam': [],

  // The own team and the admin team detail embed the boat.
  'boats.create': ['boats', teamsEndpoints.getOwnOrList, teamsEndpoints.getDetail, ...progress],
  'boats.createAdmin': ['boats', teamsEndpoints.getOwnOrList, teamsEndpoints.getDetail, ...progress, overview],
  'boats.update': ['boats', teamsEndpoints.getOwnOrList, teamsEndpoints.getDetail, ...progress],

  // The user's own requests are read through /users (the help page, the club request notice).
  'helpDesk.create': ['helpDesk', usersEndpoints.listOwnHelpTickets],
  // Resolving a club request may add the club; the requester is notified.
  'helpDesk.resolve': ['helpDesk', usersEndpoints.listOwnHelpTickets, 'institutions', bell, overview],

  'notifications.markRead': [bell],
  'notifications.delete': [bell],
  'notifications.sendToTeam': [notificationsEndpoints.listTeamStatus, bell],
  'notifications.sendStartReminder': [notificationsEndpoints.getLastStartReminder, notificationsEndpoints.listTeamStatus, bell],
  'notifications.toggleScheduled': [notificationsEndpoints.getScheduledStatus],
};

/** The cache key prefixes a successful call of `endpoint` makes stale. */
export function invalidatedKeys(endpoint: AnyEndpoint): QueryKey[] {
  const targets = (invalidations as Readonly<Record<string, readonly InvalidationTarget[]>>)[endpoint.id];
  // A write without an entry refreshes its whole domain rather than nothing.
  if (!targets) return endpoint.method === 'GET' ? [] : [[endpoint.domain]];
  return targets.map((target) => (typeof target === 'string' ? [target] : endpointPrefix(target)));
}

/** Marks what `endpoint` changed as stale; resolves once the shown reads have refetched. */
export async function invalidateAfter(client: QueryClient, endpoint: AnyEndpoint): Promise<void> {
  await Promise.all(invalidatedKeys(endpoint).map((queryKey) => client.invalidateQueries({ queryKey })));
}
