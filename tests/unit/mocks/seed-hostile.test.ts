import { describe, expect, it } from 'vitest';
import { boatInputSchema } from '@contracts/entities/boats';
import { helpTicketInputSchema, helpTicketResolveSchema } from '@contracts/entities/help-desk';
import { institutionFieldsSchema, institutionRequestSchema } from '@contracts/entities/institutions';
import { memberFieldsSchema } from '@contracts/entities/members';
import { personalInfoInputSchema } from '@contracts/entities/people';
import { teamInputSchema } from '@contracts/entities/teams';
import { buildSeedDb } from '@mocks/db/seed';
import { hostileTexts } from '@mocks/db/seed-data/hostile-texts';
import { demoAccount } from '@mocks/demo-accounts';

const today = new Date('2027-05-10T00:00:00.000Z');
const db = buildSeedDb({ today });
const owner = db.users.find((u) => u.username === demoAccount('ownerHostileTexts').username)!;
const team = db.teams.find((t) => t.id === owner.team_id)!;
const member = db.users.find((u) => u.team_id === team.id && u.id !== owner.id)!;
const club = db.institutions.find((i) => i.id === team.institution_id)!;
const boat = db.boats.find((b) => b.team_id === team.id)!;
const tickets = db.helpDeskTickets.filter((t) => t.user_id === owner.id);

/** A payload is hostile when a renderer that parses HTML would turn it into markup or a script URL. */
const isHostile = (text: string) => /<\w|javascript:/.test(text);

describe('hostile texts of the demo seed (capitan.hostil)', () => {
  it('gives the account a team whose club, names, boat, help requests and notifications carry HTML payloads', () => {
    expect([team.name, club.name, club.president]).toEqual([hostileTexts.teamName, hostileTexts.clubName, hostileTexts.clubPresident]);
    expect(owner.personal_info!.last_name).toBe(hostileTexts.ownerLastName);
    expect(member.personal_info).toMatchObject({ first_name: hostileTexts.memberFirstName, last_name: hostileTexts.memberLastName, email: hostileTexts.memberEmail });
    expect([boat.name, boat.engine_brand, boat.registration_number]).toEqual([hostileTexts.boatName, hostileTexts.boatEngineBrand, hostileTexts.boatRegistration]);
    expect(tickets.map((t) => [t.title, t.status])).toEqual([
      [hostileTexts.resolvedTicketTitle, 'resolved'],
      [hostileTexts.pendingTicketTitle, 'pending'],
    ]);
    const general = db.userNotifications.find((n) => n.user_id === owner.id && n.type === 'general')!;
    expect(general).toMatchObject({ title: hostileTexts.notificationTitle, custom_data: { message: hostileTexts.notificationMessage }, action_url: hostileTexts.notificationActionUrl });
    expect(db.userNotifications.find((n) => n.user_id === owner.id && n.type === 'missing_members')!.custom_data.team_name).toBe(hostileTexts.teamName);
    for (const [field, text] of Object.entries(hostileTexts)) {
      if (field !== 'ownerFirstName') expect(isHostile(text), field).toBe(true);
    }
  });

  it('keeps every text within the limits and patterns of the form that would have sent it', () => {
    const info = member.personal_info!;
    const parses = [
      teamInputSchema.safeParse({ name: team.name, institution_id: club.id }),
      institutionRequestSchema.safeParse(club),
      institutionFieldsSchema.safeParse(club),
      personalInfoInputSchema.safeParse(owner.personal_info),
      personalInfoInputSchema.safeParse(info),
      memberFieldsSchema.safeParse({ ...info, is_helmsman: false, member_category: null }),
      boatInputSchema.safeParse(boat),
      ...tickets.map((t) => helpTicketInputSchema.safeParse(t)),
      helpTicketResolveSchema.safeParse({ response: tickets[0]!.response, response_method: tickets[0]!.response_method }),
    ];
    for (const parsed of parses) expect(parsed.error?.issues ?? []).toEqual([]);
    // Parsing trims and checks; it must not have had to change a text to accept it.
    expect(teamInputSchema.parse({ name: team.name, institution_id: club.id }).name).toBe(hostileTexts.teamName);
  });

  it('is seeded after every other row, so the faker-built rows before it keep their ids and values', () => {
    const isLast = <T extends { id: number }>(rows: T[], row: T | undefined) => rows.at(-1) === row && rows.every((r) => r.id <= row!.id);
    expect(isLast(db.institutions, club)).toBe(true);
    expect(isLast(db.teams, team)).toBe(true);
    expect(isLast(db.boats, boat)).toBe(true);
    // Only the tournament day's judge (seed-data/tournament-day.ts) comes after it.
    expect(isLast(db.users.slice(0, -1), member)).toBe(true);
    expect(db.users.at(-1)!.username).toBe('fiscal.muelle');
    expect(isLast(db.helpDeskTickets, tickets[1])).toBe(true);
    expect(db.userNotifications.slice(-5, -1).map((n) => n.user_id)).toEqual([owner.id, owner.id, owner.id, member.id]);
  });
});
