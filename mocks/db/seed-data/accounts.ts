import { Role } from '@contracts/enums';
import { demoAccount } from '../../demo-accounts';
import { appendUserLog } from '../../rules/user-log';
import type { UserRow } from '../schema';
import type { SeedContext } from './context';
import { addUser, makePersonalInfo } from './people';

/** Administrators: the two demo admins first, then a few colleagues for the users list. */
export function seedAdmins(ctx: SeedContext) {
  const systemAdmin = addUser(ctx, {
    username: demoAccount('systemAdmin').username,
    role_id: Role.SystemAdmin,
    status: 'active',
    personal_info: makePersonalInfo(ctx),
    createdDay: 0,
  });
  const clientAdmin = addUser(ctx, {
    username: demoAccount('clientAdmin').username,
    role_id: Role.ClientAdmin,
    status: 'active',
    personal_info: makePersonalInfo(ctx),
    createdDay: 1,
    createdBy: systemAdmin.id,
  });
  const colleagues = [Role.SystemAdmin, Role.ClientAdmin, Role.ClientAdmin].map((role_id, i) =>
    addUser(ctx, { role_id, status: 'active', personal_info: makePersonalInfo(ctx), createdDay: 2 + i, createdBy: systemAdmin.id }),
  );
  return { systemAdmin, clientAdmin, admins: [systemAdmin, clientAdmin, ...colleagues] };
}

/**
 * Accounts without a team: signed up but not activated (no personal data yet), activated
 * owners who have not created a team, and former members whose account was deactivated
 * when they left their team (SPEC §4).
 */
export function seedAccountsWithoutTeam(ctx: SeedContext, admin: UserRow) {
  const registered = [demoAccount('registeredUser').username, undefined, undefined, undefined].map((username, i) =>
    addUser(ctx, { username, role_id: Role.TeamOwner, status: 'registered', personal_info: null, createdDay: 400 + i }),
  );
  const teamless = [demoAccount('ownerWithoutTeam').username, undefined, undefined].map((username, i) =>
    addUser(ctx, { username, role_id: Role.TeamOwner, status: 'active', personal_info: makePersonalInfo(ctx), createdDay: 380 + i }),
  );
  const formerMembers = [0, 1, 2].map((i) =>
    addUser(ctx, { role_id: Role.TeamMember, status: 'inactive', personal_info: makePersonalInfo(ctx), createdDay: 200 + i }),
  );
  // One former member was deleted by an admin afterwards; one active owner came back after a deactivation.
  appendUserLog(ctx.db, { user_id: formerMembers[2]!.id, action: 'deletion', reason: 'Solicitud del usuario', performed_by: admin.id, created_at: ctx.clock.epoch(260, 11) });
  const comeback = teamless[2]!;
  appendUserLog(ctx.db, { user_id: comeback.id, action: 'deactivation', reason: 'Dejó el equipo', created_at: ctx.clock.epoch(385, 9) });
  appendUserLog(ctx.db, { user_id: comeback.id, action: 'reactivation', reason: 'Vuelve a competir', performed_by: admin.id, created_at: ctx.clock.epoch(390, 9) });
  return { registered, teamless, formerMembers };
}
