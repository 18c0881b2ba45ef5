import { expect, type Page } from '@playwright/test';

/** Who the admin adds: a licence makes the person the helmsman; a role other than the default (Dueño de equipo). */
export type NewParticipant = { first: string; last: string; dni: string; licence?: string; role?: string };

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });

/** Fills and sends the admin's add form; returns the credentials the panel shows once. */
export async function addParticipant(page: Page, person: NewParticipant, expectedCount: number) {
  await expect(page.getByRole('heading', { level: 2, name: /^Nuevo participante/ })).toBeVisible();
  await field(page, /^Nombre/).fill(person.first);
  await field(page, /^Apellido/).fill(person.last);
  await field(page, /^DNI/).fill(person.dni);
  await page.getByRole('group', { name: /Fecha de nacimiento/ }).getByRole('spinbutton').first().click();
  await page.keyboard.type('14031990');
  await page.getByRole('button', { name: /Género/ }).click();
  await page.getByRole('option', { name: 'Femenino' }).click();
  await field(page, /^Teléfono principal/).fill('3415551234');
  if (person.licence) {
    await page.getByText('Es el timonel del equipo', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Es el timonel del equipo' })).toBeChecked();
    await field(page, /^Número de licencia de pesca/).fill(person.licence);
  }
  if (person.role) {
    await page.getByRole('button', { name: /\bRol\b/ }).click();
    await page.getByRole('option', { name: person.role }).click();
  }
  await page.getByRole('button', { name: 'Agregar miembro' }).click();
  await expect(toasts(page).getByText('¡Miembro agregado al equipo!').last()).toBeVisible();

  const name = `${person.first} ${person.last}`;
  const panel = page.getByRole('region', { name: /^Credenciales de/ });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(expectedCount);
  const shown = async (what: 'usuario' | 'contraseña') =>
    (await panel.locator('dd').filter({ has: page.getByRole('button', { name: `Copiar ${what} de ${name}` }) }).locator('code').textContent())!;
  return { name, username: await shown('usuario'), password: await shown('contraseña') };
}

