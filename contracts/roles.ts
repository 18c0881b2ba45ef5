/**
 * SPEC §6 roles. Stored as numbers in the token (roleId) and in users (role_id).
 * Kept apart from enums.ts (which builds zod schemas) so the route table and the guard,
 * loaded before the sign-in form paints, do not pull zod in (decision 0004).
 */
export const Role = {
  SystemAdmin: 1,
  ClientAdmin: 2,
  TeamOwner: 3,
  TeamMember: 4,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
