import { adminRoles, type RoleId } from '@contracts/enums';
import type { UserRow } from '../db/schema';

/** System and client admins see and manage every team; owners and members only their own (SPEC §6). */
export const isAdmin = (user: Pick<UserRow, 'role_id'>) => (adminRoles as readonly RoleId[]).includes(user.role_id);
