import { describe, expect, it } from 'vitest';
import { usernameField } from '@contracts/entities/session';
import { buildSeedDb } from '@mocks/db/seed';
import { demoAccounts } from '@mocks/demo-accounts';
import { currentCompetition, isRegistrationOpen } from '@mocks/rules/current-competition';
import { teamStatus } from '@mocks/rules/team-status';
import { validPriceAt } from '@mocks/rules/pricing';

const today = new Date('2027-05-10T00:00:00.000Z');

describe('demo seed', () => {
  it('is deterministic: two builds for the same day are equal', () => {
    expect(buildSeedDb({ today })).toEqual(buildSeedDb({ today }));
    expect(JSON.stringify(buildSeedDb())).toBe(JSON.stringify(buildSeedDb()));
  });

  it('keeps every state-defining date fixed except the current competition, which moves with today', () => {
    const a = buildSeedDb({ today });
    const b = buildSeedDb({ today: new Date('2027-06-01T00:00:00.000Z') });
    expect(a.users).toEqual(b.users);
    expect(a.competitions[0]).toEqual(b.competitions[0]);
    expect(a.overallResults).toEqual(b.overallResults);
    expect(a.competitions[1]!.registration_start).not.toBe(b.competitions[1]!.registration_start);
  });

  it('has the current competition open for registration today, whatever today is', () => {
    const db = buildSeedDb();
    const now = new Date();
    const current = currentCompetition(db, now)!;
    expect(isRegistrationOpen(current, now)).toBe(true);
    expect(new Date(current.registration_end) < new Date(current.start_date)).toBe(true);
    for (const type of ['mercadopago', 'transfer', 'cash'] as const) {
      expect(validPriceAt(db.competitionPrices, current.id, type, now), type).toBeDefined();
    }
    const card = db.competitionPrices.filter((p) => p.competition_id === current.id && p.payment_type === 'mercadopago');
    expect(card.every((p) => (p.platform_fee ?? 0) > 0)).toBe(true);
    expect(card.length).toBeGreaterThan(1);
  });

  it('has a finished competition with 15 overall positions, biggest fish and category results', () => {
    const db = buildSeedDb({ today });
    const past = db.competitions.find((c) => new Date(c.end_date) < today)!;
    const overall = db.overallResults.filter((r) => r.competition_id === past.id);
    expect(overall.map((r) => r.final_position).sort((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(overall.map((r) => r.team_id)).size).toBe(15);
    const fish = db.biggestFishResults.filter((r) => r.competition_id === past.id);
    expect(new Set(fish.map((r) => r.fish_species_id)).size).toBe(fish.length);
    expect(new Set(db.categoryResults.map((r) => r.category_id))).toEqual(new Set([1, 2, 3]));
  });

  it('seeds about 60 teams covering every registration and payment state, each at most 3 members with at most one helmsman', () => {
    const db = buildSeedDb({ today });
    const current = currentCompetition(db, today)!;
    // 12 fishing clubs and the one of capitan.hostil (seed-data/hostile.ts).
    expect(db.institutions).toHaveLength(13);
    expect(db.teams.length).toBeGreaterThanOrEqual(55);
    const states = new Set(db.teamCompetitions.filter((tc) => tc.competition_id === current.id).map((tc) => `${tc.status}/${tc.payment_status}`));
    expect(states).toEqual(
      new Set(['accepted/paid', 'registered/paid', 'accepted/exempt', 'registered/pending', 'payment_in_progress/pending', 'registered/unpaid']),
    );
    const statuses = db.teams.map((t) => teamStatus(db, t.id, current.id));
    expect(statuses.some((s) => s.missing.missing_members)).toBe(true);
    expect(statuses.some((s) => s.membersCount === 3 && s.missing.missing_helmsman)).toBe(true);
    expect(statuses.some((s) => s.missing.missing_boat)).toBe(true);
    expect(statuses.some((s) => !s.registration)).toBe(true);
    for (const team of db.teams) {
      const members = db.teamMembers.filter((m) => m.team_id === team.id);
      expect(members.length).toBeLessThanOrEqual(3);
      expect(members.filter((m) => m.is_helmsman).length).toBeLessThanOrEqual(1);
    }
    expect(db.transferPayments.some((t) => t.confirmation_status === 'pending')).toBe(true);
  });

  it('keeps payment states consistent with the payments recorded', () => {
    const db = buildSeedDb({ today });
    for (const tc of db.teamCompetitions) {
      const payments = db.payments.filter((p) => p.team_competition_id === tc.id);
      if (tc.payment_status === 'paid') expect(payments.some((p) => p.status === 'approved')).toBe(true);
      if (tc.payment_status === 'pending') expect(payments.some((p) => p.status === 'pending')).toBe(true);
      if (tc.payment_status === 'exempt') expect(tc.is_payment_exempt && payments.length === 0).toBe(true);
      expect(tc.team_number !== null).toBe(tc.payment_status === 'paid' || tc.payment_status === 'exempt');
    }
    for (const competition of db.competitions) {
      const numbers = db.teamCompetitions.filter((tc) => tc.competition_id === competition.id && tc.team_number !== null).map((tc) => tc.team_number);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });

  it('creates users of all five roles and statuses with valid, unique usernames, DNIs and e-mails', () => {
    const db = buildSeedDb({ today });
    expect(new Set(db.users.map((u) => u.role_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(db.users.map((u) => u.status))).toEqual(new Set(['registered', 'active', 'inactive']));
    for (const user of db.users) expect(usernameField.safeParse(user.username).success, user.username).toBe(true);
    const unique = (values: (string | null | undefined)[]) => {
      const present = values.filter(Boolean);
      return new Set(present).size === present.length;
    };
    expect(unique(db.users.map((u) => u.username))).toBe(true);
    expect(unique(db.users.map((u) => u.personal_info?.dni))).toBe(true);
    expect(unique(db.users.map((u) => u.personal_info?.email))).toBe(true);
    expect(unique(db.users.map((u) => u.personal_info?.licence_number))).toBe(true);
    expect(db.helpDeskTickets.some((t) => t.status === 'pending')).toBe(true);
    expect(db.helpDeskTickets.some((t) => t.status === 'resolved' && t.responded_by && t.closed_at)).toBe(true);
    const notified = new Set(db.userNotifications.map((n) => n.user_id));
    expect(db.users.filter((u) => u.status !== 'inactive' && !notified.has(u.id)).map((u) => u.username)).toEqual([]);
    expect(new Set(db.userLogs.map((l) => l.action))).toEqual(new Set(['creation', 'activation', 'deactivation', 'reactivation', 'deletion']));
  });

  it('creates every demo account as described', () => {
    const db = buildSeedDb({ today });
    for (const account of demoAccounts) {
      const user = db.users.find((u) => u.username === account.username);
      expect(user, account.username).toBeDefined();
      expect([user!.role_id, user!.status, user!.team_id !== null]).toEqual([account.roleId, account.status, account.hasTeam]);
      expect(account.password.length).toBeGreaterThanOrEqual(6);
    }
    const owner = db.users.find((u) => u.username === 'capitan.completo')!;
    const current = currentCompetition(db, today)!;
    const status = teamStatus(db, owner.team_id!, current.id);
    expect(status).toMatchObject({ membersCount: 3, hasHelmsman: true, hasBoat: true, isPaid: true });
    const member = db.users.find((u) => u.username === 'miembro.activo')!;
    expect(member.team_id).toBe(owner.team_id);
    const incomplete = db.users.find((u) => u.username === 'capitan.incompleto')!;
    expect(teamStatus(db, incomplete.team_id!, current.id).missing).toMatchObject({ missing_members: true, missing_helmsman: true });
  });
});
