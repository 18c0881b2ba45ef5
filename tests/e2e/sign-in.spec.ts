import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, sidebarLabels, signIn, openHydrated } from './support';
import { recordToasts, toastsSeen } from './toast-recorder';
import { href } from '../../src/lib/routing/routes';

const expectedSidebars = {
  systemAdmin: ['Inicio', 'Competencia', 'Barras pesqueras', 'Equipos', 'Planilla de control', 'Control de muelle', 'Capturas', 'Jurado', 'Participantes', 'Embarcaciones', 'Pagos', 'Transferencias a confirmar', 'Usuarios', 'Solicitudes de ayuda', 'Notificaciones', 'Restablecer contraseña'],
  clientAdmin: ['Inicio', 'Competencia', 'Barras pesqueras', 'Equipos', 'Planilla de control', 'Control de muelle', 'Capturas', 'Jurado', 'Participantes', 'Embarcaciones', 'Pagos', 'Transferencias a confirmar', 'Usuarios', 'Solicitudes de ayuda', 'Notificaciones', 'Restablecer contraseña'],
  ownerCompleteTeam: ['Inicio', 'Equipo', 'Embarcación', 'Miembros', 'Competencia', 'Resultados', 'Credencial', 'Ayuda', 'Eliminar Equipo'],
  ownerWithoutTeam: ['Inicio', 'Crear Equipo', 'Ayuda'],
  // An account with the owner role on someone else's team: neither delete nor leave (decision 0009).
  linkedOwnerRole: ['Inicio', 'Equipo', 'Embarcación', 'Miembros', 'Competencia', 'Resultados', 'Credencial', 'Ayuda'],
  teamMember: ['Inicio', 'Equipo', 'Embarcación', 'Miembros', 'Competencia', 'Resultados', 'Credencial', 'Ayuda', 'Salir del Equipo'],
  registeredUser: ['Inicio', 'Activar Cuenta', 'Ayuda'],
  judge: ['Inicio', 'Control de muelle', 'Capturas'],
} as const;

test.describe('sign-in as each demo account', () => {
  for (const [key, labels] of Object.entries(expectedSidebars)) {
    test(`${key} lands on the dashboard with its sidebar`, async ({ page }) => {
      await recordToasts(page);
      await signIn(page, key as keyof typeof expectedSidebars);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await sidebarLabels(page)).toEqual(labels);
      // SPEC: a success toast 'Sesión iniciada!' in the announced region, for 1500 ms.
      await expect.poll(async () => (await toastsSeen(page, 'Sesión iniciada!')).map((t) => t.goneAt !== null)).toEqual([true]);
      const [shown] = await toastsSeen(page, 'Sesión iniciada!');
      expect(shown).toMatchObject({ type: 'success', inRegion: true });
      expect(shown!.goneAt! - shown!.shownAt).toBeGreaterThanOrEqual(1450);
    });
  }
});

test('the sign-in page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong role is sent to /unauthorized', async ({ page }) => {
  await signIn(page, 'teamMember');
  await page.goto(href('users'));
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'No Autorizado' })).toBeVisible();
  await expect(page.getByText('No tienes permiso para acceder a esta página.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a logged-out deep link returns there after sign-in', async ({ page }) => {
  await page.goto(href('myTeam'));
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'ownerCompleteTeam');
  await expect(page).toHaveURL(/\/dashboard\/my-team$/);
});

test('unknown paths go to sign-in and /home leads to the dashboard', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page).toHaveURL(/:\d+\/$/);
  await signIn(page, 'systemAdmin');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openHydrated(page, '/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout returns to sign-in and forgets the session', async ({ page }) => {
  await signIn(page, 'ownerWithoutTeam');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/:\d+\/$/);
});
