import { accountStatusLabels, roleLabels, type AccountStatus, type RoleId } from '@contracts/enums';

/** SPEC §6 role name, or a plain fallback for an id the app does not know. */
export const roleLabel = (roleId: number): string => roleLabels[roleId as RoleId] ?? 'Rol desconocido';

/** SPEC §4 account status label ('Registrado', 'Activo', 'Inactivo'). */
export const accountStatusLabel = (status: string): string => accountStatusLabels[status as AccountStatus] ?? 'Estado desconocido';

/** Badge tone per status: active is good news, registered still needs a step, inactive is off. */
export const accountStatusTone = (status: string): 'success' | 'warning' | 'neutral' =>
  status === 'active' ? 'success' : status === 'registered' ? 'warning' : 'neutral';
