import { Role } from '@contracts/enums';
import { demoAccount } from '../../demo-accounts';
import { boatOf, membersOf } from '../queries';
import type { UserRow } from '../schema';
import type { SeedContext } from './context';
import { notifyUser } from '../../rules/notification-text';
import { addUser } from './people';
import type { SeededTeam } from './teams';

/**
 * The demo account of docs/decisions/0009: an account with the owner role that an admin
 * added to someone else's team (the admin add-member screen's default role). It reads the
 * team like a member. Its personal data are fixed strings and it is seeded after everything
 * else, so adding it changed no other row (its address is the seed's last faker draw).
 * The team: the first with a boat and only its owner, so the account makes it two.
 */
export function seedLinkedOwnerRole(ctx: SeedContext, teams: SeededTeam[], admin: UserRow): UserRow {
  const { db } = ctx;
  const { team } = teams.find((t) => membersOf(db, t.team.id).length === 1 && boatOf(db, t.team.id))!;
  const fixed = (kind: string, value: string) =>
    ctx.unique(kind, (n) => {
      if (n) throw new Error(`Valor repetido en la semilla: ${value}`);
      return value;
    });
  const user = addUser(ctx, {
    username: demoAccount('linkedOwnerRole').username,
    role_id: Role.TeamOwner,
    status: 'active',
    team_id: team.id,
    personal_info: {
      // Outside the ranges makePersonalInfo draws DNIs from (10-45 and 46-53 million).
      dni: fixed('dni', '55123456'),
      first_name: 'Hernán',
      last_name: 'Sumado',
      primary_phone_number: '3415550199',
      secondary_phone_number: null,
      emergency_contact_number: null,
      licence_number: null,
      birth_date: '1980-04-12',
      email: fixed('email', 'capitan.sumado@example.com'),
      gender: 'M',
      blood_type: null,
    },
    createdDay: 420,
    createdBy: admin.id,
  });
  db.teamMembers.push({
    id: ctx.id('teamMembers'),
    user_id: user.id,
    team_id: team.id,
    is_helmsman: false,
    member_category: null,
    created_at: user.created_at,
    updated_at: user.created_at,
  });
  // Like every active seeded account, a welcome (seed-data/notifications.ts).
  notifyUser(db, {
    user_id: user.id,
    type: 'general',
    title: '¡Bienvenido!',
    custom_data: { message: `Hola ${user.personal_info!.first_name}, ya podés usar la plataforma de inscripción.` },
    action_url: null,
    status: 'read',
    created_at: user.updated_at,
  });
  return user;
}
