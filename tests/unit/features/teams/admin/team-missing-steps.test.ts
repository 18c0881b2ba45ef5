import { describe, expect, it } from 'vitest';
import type { TeamDetail } from '@contracts/entities/teams';
import { teamMissingSteps } from '@/features/teams/admin/team-missing-steps';

const member = (is_helmsman: boolean) => ({ user_id: 1, personal_info: { first_name: 'Ana', last_name: 'Pérez' }, is_helmsman });
const stats = (status: TeamDetail['stats']['status'], payment_status: TeamDetail['stats']['payment_status']) => ({ status, payment_status }) as TeamDetail['stats'];
const boat = {} as NonNullable<TeamDetail['boat']>;

describe('teamMissingSteps: what the reminders would say the team lacks', () => {
  it('reads members, helmsman, boat and an unpaid registration', () => {
    expect(teamMissingSteps({ members: [member(false), member(false)], boat: null, stats: stats('registered', 'unpaid') })).toEqual([
      'missing_members',
      'missing_helmsman',
      'missing_boat',
      'payment_due',
    ]);
  });

  it('has no payment to remind before the team registers, nor once it paid or was exempted', () => {
    const complete = { members: [member(true), member(false), member(false)], boat };
    expect(teamMissingSteps({ ...complete, stats: stats(null, 'unpaid') })).toEqual([]);
    expect(teamMissingSteps({ ...complete, stats: stats('accepted', 'paid') })).toEqual([]);
    expect(teamMissingSteps({ ...complete, stats: stats('accepted', 'exempt') })).toEqual([]);
    expect(teamMissingSteps({ ...complete, stats: stats('payment_in_progress', 'pending') })).toEqual(['payment_due']);
  });
});
