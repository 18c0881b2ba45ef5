import { formMessages } from '@contracts/messages';
import { membersApiMessages } from '@contracts/members-messages';

/** SPEC §8 texts of the member screens (the owner's members, the admin's participants). */
export const membersMessages = {
  added: membersApiMessages.added,
  updated: membersApiMessages.updated,
  removed: membersApiMessages.removed,
  addError: 'Error al agregar miembro, intente nuevamente',
  updateError: 'Error al actualizar el miembro, intente nuevamente',
  removeError: 'Error al eliminar el miembro',
  listError: 'Error al cargar los datos del equipo',
  memberError: 'Error al cargar los datos del miembro',
  noChanges: formMessages.noChanges,
  notActivated: 'Cuenta no activada',
} as const;

/** SPEC §9: error toasts of member operations stay 10 s. */
export const MEMBER_ERROR_TOAST_MS = 10_000;
