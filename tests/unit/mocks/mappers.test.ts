import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { boatListRowSchema } from '@contracts/entities/boats';
import { competitionSchema, registeredCompetitionSchema } from '@contracts/entities/competitions';
import { helpTicketSchema } from '@contracts/entities/help-desk';
import { institutionSchema } from '@contracts/entities/institutions';
import { memberSchema } from '@contracts/entities/members';
import { notificationSchema } from '@contracts/entities/notifications';
import { paymentDetailSchema, pendingTransferSchema } from '@contracts/entities/payments';
import { competitionResultsSchema } from '@contracts/entities/results';
import { acceptedTeamSchema, teamDetailSchema, teamListRowSchema, teamSchema } from '@contracts/entities/teams';
import { userLogEntrySchema, userProgressSchema, userSchema } from '@contracts/entities/users';
import { toBoatListRow } from '@mocks/db/mappers/boats';
import { toCompetition, toRegisteredCompetition } from '@mocks/db/mappers/competitions';
import { toHelpTicket, toInstitution, toNotification } from '@mocks/db/mappers/misc';
import { toPaymentDetail, toPendingTransfer } from '@mocks/db/mappers/payments';
import { toMember, toUserListRow, toUserLogEntry } from '@mocks/db/mappers/people';
import { competitionResults } from '@mocks/db/mappers/results';
import { toAcceptedTeam, toTeam, toTeamDetail, toTeamListRows } from '@mocks/db/mappers/teams';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { userProgress } from '@mocks/rules/user-progress';

/** Parses every value with the contract, reporting the first mismatch with its index. */
function expectAllValid<T>(schema: z.ZodTypeAny, values: T[]) {
  expect(values.length).toBeGreaterThan(0);
  values.forEach((value, i) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success ? 'ok' : `#${i}: ${JSON.stringify(parsed.error.issues[0])}`).toBe('ok');
  });
}

describe('row → contract mappers over the whole demo seed', () => {
  it('map users, members, logs and progress to their contract shapes', () => {
    const d = db();
    expectAllValid(userSchema, d.users.map((u) => toUserListRow(d, u)));
    expectAllValid(memberSchema, d.teamMembers.map((m) => toMember(d, m)));
    expectAllValid(userLogEntrySchema, d.userLogs.map((l) => toUserLogEntry(d, l)));
    expectAllValid(userProgressSchema, d.users.map((u) => userProgress(d, u)));
  });

  it('map teams for owners, admin lists, admin detail and results', () => {
    const d = db();
    const current = currentCompetition(d)!;
    expectAllValid(teamSchema, d.teams.map((t) => toTeam(d, t)));
    expectAllValid(teamListRowSchema, toTeamListRows(d, d.teams, current.id));
    expectAllValid(teamDetailSchema, d.teams.map((t) => toTeamDetail(d, t, current.id)));
    expectAllValid(acceptedTeamSchema, d.teams.map((t) => toAcceptedTeam(d, t, current.id)));
  });

  it('map competitions, payments, results and the rest', () => {
    const d = db();
    expectAllValid(competitionSchema, d.competitions.map((c) => toCompetition(d, c)));
    expectAllValid(registeredCompetitionSchema, d.teamCompetitions.map((tc) => toRegisteredCompetition(d, d.competitions.find((c) => c.id === tc.competition_id)!, tc)));
    expectAllValid(paymentDetailSchema, d.payments.map((p) => toPaymentDetail(d, p)));
    expectAllValid(pendingTransferSchema, d.transferPayments.map((t) => toPendingTransfer(d, t)));
    expectAllValid(competitionResultsSchema, d.competitions.map((c) => competitionResults(d, c.id)));
    expectAllValid(boatListRowSchema, d.boats.map((b) => toBoatListRow(d, b)));
    expectAllValid(institutionSchema, d.institutions.map((i) => toInstitution(d, i)));
    expectAllValid(helpTicketSchema, d.helpDeskTickets.map((t) => toHelpTicket(d, t)));
    expectAllValid(notificationSchema, d.userNotifications.map(toNotification));
  });

  it("computes the complete demo owner's progress: all five steps done, with the team number", () => {
    const d = db();
    const owner = d.users.find((u) => u.username === 'capitan.completo')!;
    expect(userProgress(d, owner)).toMatchObject({
      is_activated: true,
      has_team: true,
      has_boat: true,
      members_count: 3,
      has_helmsman: true,
      is_paid: true,
      team_number: expect.any(Number),
    });
    expect(competitionResults(d, 1).overall_results.map((r) => r.final_position)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
});
