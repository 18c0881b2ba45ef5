import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { membersOf, userById } from '@mocks/db/queries';
import type { TeamMemberRow, UserRow } from '@mocks/db/schema';
import { db } from '@mocks/db/store';

export const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

/** Pastes into a field: one input event, so filling a whole form stays fast. */
export async function enter(user: UserEvent, name: RegExp, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

export async function choose(user: UserEvent, select: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Keys straight to each date segment (clicking them makes happy-dom's selection recurse). */
export function pickBirthDate() {
  const group = screen.getByRole('group', { name: /Fecha de nacimiento/ });
  for (const segment of within(group).getAllByRole('spinbutton')) fireEvent.keyDown(segment, { key: 'ArrowUp' });
}

export type NewMember = { dni?: string; licence?: string; email?: string; helmsman?: boolean };

/** Fills the add form with a valid person (overrides for the conflict and licence cases). */
export async function fillMember(user: UserEvent, person: NewMember = {}) {
  await enter(user, /^Nombre/, 'Lucía');
  await enter(user, /^Apellido/, 'Fernández');
  await enter(user, /^DNI/, person.dni ?? '30123456');
  await enter(user, /^Teléfono principal/, '3415551234');
  if (person.email) await enter(user, /^Correo electrónico/, person.email);
  await choose(user, /Género/, 'Femenino');
  pickBirthDate();
  if (person.helmsman) await user.click(screen.getByRole('checkbox', { name: 'Es el timonel del equipo' }));
  if (person.licence) await enter(user, /^Número de licencia de pesca/, person.licence);
}

/** The team's members as stored, with their accounts. */
export const teamMembers = (teamId: number): (TeamMemberRow & { user: UserRow })[] =>
  membersOf(db(), teamId).map((m) => ({ ...m, user: userById(db(), m.user_id)! }));

export const nameOf = (user: UserRow) => `${user.personal_info!.first_name} ${user.personal_info!.last_name}`;
