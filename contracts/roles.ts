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
  /**
   * Beyond SPEC §6 (issue 35, docs/decisions/0071): the judge ('Fiscal') of the tournament day.
   * Checks teams out and in at the dock and logs catches; nothing else.
   */
  Judge: 5,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
