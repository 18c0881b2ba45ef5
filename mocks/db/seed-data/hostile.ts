import { Role } from '@contracts/enums';
import { demoAccount } from '../../demo-accounts';
import { notifyUser } from '../../rules/notification-text';
import type { UserRow } from '../schema';
import type { SeedContext } from './context';
import { addTicket } from './help-desk';
import { hostileTexts as t } from './hostile-texts';
import { addUser } from './people';

/**
 * The team of 'capitan.hostil', whose texts carry HTML and script payloads (hostile-texts.ts):
 * a club, the team, its owner and a member, a boat, a pending and a resolved help request and
 * notifications. Seeded last and from fixed strings, so the rows before it (and the faker
 * sequence that built them) are the same as without it.
 */
export function seedHostileTexts(ctx: SeedContext, p: { admin: UserRow }) {
  const { db, clock } = ctx;
  const at = clock.epoch(410, 9);

  const clubId = ctx.id('institutions');
  db.institutions.push({ id: clubId, name: t.clubName, president: t.clubPresident, phone_number: '3329000000', created_at: at, updated_at: at });
  db.addresses.push({
    id: ctx.id('addresses'),
    address_line: 'Costanera 100',
    city: 'San Pedro',
    state: 'Buenos Aires',
    country: 'Argentina',
    owner_id: clubId,
    owner_type: 'institution',
    is_active: true,
    created_at: at,
    updated_at: at,
  });

  const teamId = ctx.id('teams');
  const person = { primary_phone_number: '3329000001', secondary_phone_number: null, emergency_contact_number: null, gender: 'M', blood_type: null } as const;
  const owner = addUser(ctx, {
    username: demoAccount('ownerHostileTexts').username,
    role_id: Role.TeamOwner,
    status: 'active',
    team_id: teamId,
    // DNIs below the seed's range (10,000,000 and up): never the same as a faker one.
    personal_info: { ...person, dni: '9000001', first_name: t.ownerFirstName, last_name: t.ownerLastName, licence_number: null, birth_date: '1980-06-15', email: 'capitan.hostil@example.com' },
    createdDay: 410,
  });
  const member = addUser(ctx, {
    username: 'miembro.hostil',
    role_id: Role.TeamMember,
    status: 'active',
    team_id: teamId,
    personal_info: { ...person, dni: '9000002', first_name: t.memberFirstName, last_name: t.memberLastName, licence_number: t.memberLicence, birth_date: '1985-02-20', email: t.memberEmail },
    createdDay: 414,
    createdBy: owner.id,
  });
  const created_at = clock.epoch(413, 15);
  db.teams.push({ id: teamId, name: t.teamName, institution_id: clubId, owner_id: owner.id, category_ids: [], created_at, updated_at: created_at });
  for (const user of [owner, member]) {
    db.teamMembers.push({
      id: ctx.id('teamMembers'),
      user_id: user.id,
      team_id: teamId,
      is_helmsman: false,
      member_category: null,
      created_at: user.created_at,
      updated_at: user.created_at,
    });
  }
  db.boats.push({
    id: ctx.id('boats'),
    team_id: teamId,
    name: t.boatName,
    registration_number: t.boatRegistration,
    engine_brand: t.boatEngineBrand,
    hp: 90,
    has_radio: true,
    is_yacht: false,
    created_at,
    updated_at: created_at,
  });

  addTicket(ctx, { by: owner, title: t.resolvedTicketTitle, description: t.resolvedTicketDescription, resolved: { method: 'email', response: t.resolvedTicketResponse } }, p.admin, clock.epoch(415, 14));
  addTicket(ctx, { by: owner, title: t.pendingTicketTitle, description: t.pendingTicketDescription }, p.admin, clock.epoch(417, 14));

  notifyUser(db, {
    user_id: owner.id,
    team_id: teamId,
    type: 'missing_members',
    custom_data: { team_name: t.teamName, members_count: 2 },
    created_at: clock.epoch(416, 13),
  });
  notifyUser(db, {
    user_id: owner.id,
    type: 'help_ticket_resolved',
    custom_data: { ticket_title: t.resolvedTicketTitle, response: t.resolvedTicketResponse },
    created_at: clock.epoch(416, 14),
  });
  notifyUser(db, {
    user_id: owner.id,
    type: 'general',
    title: t.notificationTitle,
    custom_data: { message: t.notificationMessage },
    action_url: t.notificationActionUrl,
    created_at: clock.epoch(418, 10),
  });
  notifyUser(db, {
    user_id: member.id,
    type: 'general',
    title: '¡Bienvenido!',
    custom_data: { message: `Hola ${t.memberFirstName}, ya podés usar la plataforma de inscripción.` },
    action_url: null,
    status: 'read',
    created_at: member.updated_at,
  });
}
