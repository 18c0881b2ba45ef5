import { expect, test, type Locator, type Page } from '@playwright/test';
import { membersOf, userById } from '../../mocks/db/queries';
import { buildSeedDb } from '../../mocks/db/seed';
import { seedDay } from '../../mocks/db/seed-day';
import { currentCompetition } from '../../mocks/rules/current-competition';
import { teamStatus } from '../../mocks/rules/team-status';
import { expectNoAxeViolations, signIn, signInAs } from './support';
import { href } from '../../src/lib/routing/routes';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const table = (page: Page) => page.getByRole('table', { name: 'Notificaciones de equipos' });
/** The row whose row header is exactly `team`. */
const rowOf = (page: Page, team: string) =>
  table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: team, exact: true }) });

/**
 * The seeded team the journey reminds: registered in the current competition, still without a
 * boat, with no unread boat reminder yet, owned by an active account (every seeded account
 * signs in with the demo password). The browser builds the same seed for the same day.
 */
function teamWithoutBoat() {
  const db = buildSeedDb({ today: new Date(seedDay()) });
  const competition = currentCompetition(db)!;
  for (const tc of db.teamCompetitions.filter((r) => r.competition_id === competition.id)) {
    const team = db.teams.find((t) => t.id === tc.team_id)!;
    const owner = userById(db, team.owner_id)!;
    const unread = db.userNotifications.some((n) => n.team_id === team.id && n.type === 'missing_boat' && n.status === 'unread');
    const activeMembers = membersOf(db, team.id).every((m) => userById(db, m.user_id)?.status === 'active');
    if (teamStatus(db, team.id, competition.id).missing.missing_boat && !unread && owner.status === 'active' && activeMembers) return { team: team.name, owner: owner.username };
  }
  throw new Error('La semilla no tiene un equipo inscripto sin embarcación');
}

async function chooseFilter(page: Page, column: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${column}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const unreadCount = async (bell: Locator) => Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

test('admin.sistema reminds a team without a boat; the second send warns; the owner follows it from the bell to the boat screen', async ({ page }) => {
  const { team, owner } = teamWithoutBoat();
  await signIn(page, 'systemAdmin');
  await sidebar(page).getByRole('link', { name: 'Notificaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  // The scheduled reminders' switch shows the server's state, and a change outlives a reload.
  // A user presses the switch's visible label (the input itself is visually hidden, as react-aria renders it).
  await page.getByText('Notificaciones programadas activadas').click();
  await expect(page.getByRole('switch', { name: 'Notificaciones programadas desactivadas' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notificaciones programadas desactivadas' })).not.toBeChecked();
  await page.getByRole('link', { name: 'Ver notificaciones por equipo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\/teams/);

  await page.getByRole('searchbox', { name: 'Buscar' }).or(page.getByRole('textbox', { name: 'Buscar' })).fill(team);
  const send = rowOf(page, team).getByRole('button', { name: `Enviar recordatorio a ${team}: Falta embarcación` });
  await send.click();
  const first = page.getByRole('alertdialog', { name: `¿Enviar recordatorio a ${team}?` });
  await expectNoAxeViolations(page);
  await first.getByRole('button', { name: 'Enviar recordatorio' }).click();
  await expect(toasts(page).getByText(`Recordatorio enviado a ${team}`)).toBeVisible();
  await expect(first).toBeHidden();

  // The table now knows the team has an unread reminder of that type: the warning differs.
  // Cells after the row header: members, helmsman, boat, payment.
  await expect(rowOf(page, team).getByRole('cell').nth(2)).toHaveText(/Pendiente, con aviso sin leer/);
  await send.click();
  const again = page.getByRole('alertdialog', { name: `${team} ya tiene un recordatorio activo` });
  await expect(again).toContainText('¿Querés enviar otro recordatorio de todos modos?');
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(again).toBeHidden();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await signInAs(page, owner);
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName(/sin leer/);
  const unreadBefore = await unreadCount(bell);
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notificaciones' });
  // Newest first: the reminder just sent.
  await list.getByRole('link', { name: 'Ver más: Registrá tu embarcación' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/my-boat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Embarcación' })).toBeVisible();
  await expect.poll(() => unreadCount(bell)).toBe(unreadBefore - 1);
});

test('the bulk send reaches every team of the filtered view that lacks the chosen step, and its summary matches the table', async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await page.goto(href('notificationsTeams'));
  await expect(table(page).getByRole('button', { name: /^Enviar recordatorio a / }).first()).toBeVisible();
  await chooseFilter(page, 'Falta embarcación', 'Pendiente');

  // Walk every page of the filtered view: the teams shown, and those whose payment is still due.
  const shown: string[] = [];
  const paymentDue: string[] = [];
  for (;;) {
    // Loaded (not the 'Cargando…' row): every team of these views has a step pending.
    await expect(table(page).getByRole('button', { name: /^Enviar recordatorio a / }).first()).toBeVisible();
    for (const row of await table(page).getByRole('row').filter({ has: page.getByRole('rowheader') }).all()) {
      const name = (await row.getByRole('rowheader').innerText()).trim();
      shown.push(name);
      if ((await row.getByRole('button', { name: `Enviar recordatorio a ${name}: Pago pendiente` }).count()) > 0) paymentDue.push(name);
    }
    const next = page.getByRole('button', { name: 'Siguiente' });
    if (await next.isDisabled()) break;
    const pageText = await page.getByText(/^Página \d+ de \d+$/).innerText();
    await next.click();
    await expect(page.getByText(/^Página \d+ de \d+$/)).not.toHaveText(pageText);
  }
  expect(paymentDue.length).toBeGreaterThan(1);
  expect(paymentDue.length).toBeLessThan(shown.length + 1);

  await page.getByRole('button', { name: /Recordatorio$/ }).click();
  await page.getByRole('option', { name: 'Pago pendiente', exact: true }).click();
  await page.getByRole('button', { name: `Enviar a ${paymentDue.length} equipos pendientes` }).click();
  const confirm = page.getByRole('alertdialog', { name: `¿Enviar «Pago pendiente» a ${paymentDue.length} equipos?` });
  await confirm.getByRole('button', { name: `Enviar a ${paymentDue.length} equipos` }).click();
  await expect(page.getByRole('status').getByText(`«Pago pendiente»: ${paymentDue.length} enviados, 0 rechazados.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Each team reached now shows an unread payment reminder; the others of the view were not sent to.
  await page.goto(`${href('notificationsTeams')}?missing_boat=Pendiente&payment_due=Pendiente`);
  const reached: string[] = [];
  for (;;) {
    // Loaded (not the 'Cargando…' row): every team of these views has a step pending.
    await expect(table(page).getByRole('button', { name: /^Enviar recordatorio a / }).first()).toBeVisible();
    for (const row of await table(page).getByRole('row').filter({ has: page.getByRole('rowheader') }).all()) {
      const name = (await row.getByRole('rowheader').innerText()).trim();
      // Columns after the row header: members, helmsman, boat, payment.
      await expect(row.getByRole('cell').nth(3)).toHaveText(/Pendiente, con aviso sin leer/);
      reached.push(name);
    }
    const next = page.getByRole('button', { name: 'Siguiente' });
    if (await next.isDisabled()) break;
    const pageText = await page.getByText(/^Página \d+ de \d+$/).innerText();
    await next.click();
    await expect(page.getByText(/^Página \d+ de \d+$/)).not.toHaveText(pageText);
  }
  expect(reached.sort()).toEqual([...paymentDue].sort());
});
