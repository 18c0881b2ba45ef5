import { describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { boatsEndpoints } from '@contracts/boats';
import { competitionsEndpoints } from '@contracts/competitions';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { allEndpoints } from '@contracts/index';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { institutionsEndpoints } from '@contracts/institutions';
import { membersEndpoints } from '@contracts/members';
import { notificationsEndpoints } from '@contracts/notifications';
import { paymentsEndpoints } from '@contracts/payments';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { teamsEndpoints } from '@contracts/teams';
import { usersEndpoints } from '@contracts/users';
import { invalidateAfter, invalidations } from '@/api/invalidation';
import { endpointKey } from '@/api/query';
import { createQueryClient } from '@/api/query-client';
import { ownTeamQuery, teamListQuery } from '@/lib/team/team-readings';

/** The reads a signed-in session may have cached, each under the key the adapter gives it. */
const reads: Record<string, QueryKey> = {
  ownTeam: ownTeamQuery().queryKey,
  teamList: teamListQuery({ competition_id: 2 }).queryKey,
  teamDetail: endpointKey(teamsEndpoints.getDetail, { params: { id: 7 } }),
  teamProgress: endpointKey(teamsEndpoints.getProgress),
  userProgress: endpointKey(usersEndpoints.getProgress),
  bell: endpointKey(notificationsEndpoints.listOwn),
  payments: endpointKey(paymentsEndpoints.list, { query: { competition_id: 2 } }),
  pendingTransfers: endpointKey(paymentsEndpoints.listPendingTransfers),
  members: endpointKey(membersEndpoints.list),
  member: endpointKey(membersEndpoints.get, { params: { id: 12 } }),
  boat: endpointKey(boatsEndpoints.get, { params: { id: 3 } }),
  clubs: endpointKey(institutionsEndpoints.list),
  helpTickets: endpointKey(usersEndpoints.listOwnHelpTickets),
  overview: endpointKey(competitionsEndpoints.getOverview),
};

/** Which of `reads` a successful call of `endpoint` marks stale. */
async function invalidatedBy(endpoint: AnyEndpoint): Promise<string[]> {
  const client = createQueryClient({ gcTime: Infinity });
  for (const key of Object.values(reads)) client.setQueryData(key, { cached: true });
  await invalidateAfter(client, endpoint);
  return Object.entries(reads)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('invalidation map', () => {
  it('says what every write refreshes, and names only known endpoints', () => {
    const writes = allEndpoints.filter((e) => e.method !== 'GET').map((e) => e.id);
    const ids = new Set(allEndpoints.map((e) => e.id));
    expect(writes.filter((id) => !(id in invalidations))).toEqual([]);
    expect(Object.keys(invalidations).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('refreshes only reads: a target endpoint is always a GET', () => {
    const targets = Object.values(invalidations).flat().filter((t) => typeof t !== 'string');
    expect(targets.filter((t) => t.method !== 'GET').map((t) => t.id)).toEqual([]);
  });

  it('confirming a transfer refreshes the pending transfers, the payments, the team detail, the progress and the bell', async () => {
    const stale = await invalidatedBy(paymentsEndpoints.confirmTransfer);
    expect(stale).toEqual(expect.arrayContaining(['pendingTransfers', 'payments', 'teamDetail', 'teamProgress', 'userProgress', 'bell']));
    expect(stale).not.toContain('members');
    expect(stale).not.toContain('clubs');
    expect(stale).not.toContain('helpTickets');
    // A cash confirmation changes the same things.
    expect(await invalidatedBy(paymentsEndpoints.confirmCash)).toEqual(stale);
  });

  it("refreshes the organisers' overview after every admin decision that changes one of its counts (issue 21)", async () => {
    const decisions = [
      paymentsEndpoints.confirmTransfer,
      paymentsEndpoints.rejectTransfer,
      paymentsEndpoints.confirmCash,
      paymentsEndpoints.rejectCash,
      paymentsEndpoints.createTransferAdmin,
      paymentsEndpoints.createCash,
      teamCompetitionsEndpoints.exempt,
      teamCompetitionsEndpoints.removeExemption,
      helpDeskEndpoints.resolve,
      membersEndpoints.registerAdmin,
      membersEndpoints.delete,
      boatsEndpoints.createAdmin,
    ];
    for (const write of decisions) expect(await invalidatedBy(write), write.id).toContain('overview');
    expect(await invalidatedBy(notificationsEndpoints.markRead)).not.toContain('overview');
  });

  it('editing the own team refreshes the team, the team lists and the progress, and nothing of members, boats or the bell', async () => {
    expect(await invalidatedBy(teamsEndpoints.updateOwn)).toEqual(['ownTeam', 'teamDetail', 'teamList', 'teamProgress', 'userProgress']);
  });

  it('adding a member refreshes the members, the team and the progress', async () => {
    expect(await invalidatedBy(membersEndpoints.register)).toEqual([
      'member',
      'members',
      'ownTeam',
      'teamDetail',
      'teamList',
      'teamProgress',
      'userProgress',
    ]);
  });

  it('saving the boat refreshes the boat, the team reads that carry it and the progress', async () => {
    expect(await invalidatedBy(boatsEndpoints.update)).toEqual(['boat', 'ownTeam', 'teamDetail', 'teamList', 'teamProgress', 'userProgress']);
  });

  it('marking a notification read refreshes the bell only', async () => {
    expect(await invalidatedBy(notificationsEndpoints.markRead)).toEqual(['bell']);
  });
});
