import { z } from 'zod';

/** SPEC §6 roles. Stored as numbers in the token (roleId) and in users (role_id). */
export const Role = {
  SystemAdmin: 1,
  ClientAdmin: 2,
  TeamOwner: 3,
  TeamMember: 4,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const roleLabels: Record<RoleId, string> = {
  1: 'Super Administrador',
  2: 'Administrador',
  3: 'Dueño de equipo',
  4: 'Miembro de equipo',
};
export const adminRoles = [Role.SystemAdmin, Role.ClientAdmin] as const;
export const teamRoles = [Role.TeamOwner, Role.TeamMember] as const;

/** SPEC §4 account status. */
export const accountStatusSchema = z.enum(['registered', 'active', 'inactive']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;
export const accountStatusLabels: Record<AccountStatus, string> = {
  registered: 'Registrado',
  active: 'Activo',
  inactive: 'Inactivo',
};

export const genderSchema = z.enum(['M', 'F']);
export const bloodTypeSchema = z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
