import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';
import { href } from '../../src/lib/routing/routes';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const main = (page: Page) => page.getByRole('main');

type Envelope<T> = { status: number; data: T; message: string };

/**
 * A call to the demo API as the signed-in user (the page's own token), for what another
 * helper's screen does (the owner's transfer and cash forms): the state an admin settles.
 */
async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('accessToken');
      const res = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: T; message: string };
      return { status: res.status, data: json.data, message: json.message };
    },
    { method, path, body },
  );
}

type Price = { id: number; start_date: string; end_date: string };

/** The current competition's price of a method that can be paid today. */
async function validPriceId(page: Page, type: 'transfer' | 'cash'): Promise<number> {
  const current = await apiCall<{ id: number }>(page, 'GET', '/competitions/current');
  const prices = await apiCall<Price[]>(page, 'GET', `/competition_prices/competition/${current.data.id}?payment_type=${type}`);
  const now = Date.now();
  const price = prices.data.find((p) => Date.parse(p.start_date) <= now && now <= Date.parse(p.end_date));
  expect(price, `un precio de ${type} vigente`).toBeDefined();
  return price!.id;
}

/** Signs in as capitan.pendiente and reads the own team (id and name). */
async function ownerTeam(page: Page) {
  await signIn(page, 'ownerUnpaidTeam');
  const team = await apiCall<{ id: number; name: string }>(page, 'GET', '/teams');
  return team.data;
}

/** capitan.pendiente informs a transfer, as the owner's transfer form does. */
async function ownerInformsTransfer(page: Page) {
  const team = await ownerTeam(page);
  const created = await apiCall(page, 'POST', '/payments/transfer', {
    comp_price_id: await validPriceId(page, 'transfer'),
    sender_first_name: 'Rosa',
    sender_last_name: 'Giménez',
    sender_cuit: '27-30111222-4',
  });
  expect(created.status).toBe(201);
  return team;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
}

/** From the sidebar to the detail of the team's pending transfer. */
async function openPendingTransfer(page: Page, teamName: string) {
  const entry = sidebar(page).getByRole('link', { name: 'Transferencias a confirmar' });
  await expect(entry).toHaveAccessibleDescription(/^\d+ a confirmar$/);
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transferencias a confirmar' })).toBeVisible();
  await page.getByRole('searchbox').fill(teamName);
  await page.getByRole('row', { name: new RegExp(teamName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la transferencia' })).toBeVisible();
  await expect(main(page).getByText('Giménez', { exact: false }).first()).toBeVisible();
}

/** The decision's dialog, opened from its button on the detail. */
async function openDecision(page: Page, action: 'Confirmar transferencia' | 'Rechazar') {
  await main(page).getByRole('button', { name: action, exact: true }).click();
  return page.getByRole('dialog', { name: action === 'Rechazar' ? 'Rechazar la transferencia' : '¿Confirmar la transferencia?' });
}

test('an admin confirms the transfer capitan.pendiente informed; the team reads Pagado and the owner completes the registration', async ({ page }) => {
  // Two accounts, a declaration and a decision: more than 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const team = await ownerInformsTransfer(page);
  await signOut(page);
  await signIn(page, 'clientAdmin');
  await openPendingTransfer(page, team.name);
  await expectNoAxeViolations(page);

  // What the admin matches against the bank statement: the reference, the sender, the amount as declared.
  const match = main(page).locator('section', { has: page.getByRole('heading', { name: 'Para comparar con el extracto' }) });
  await expect(match.getByText('27-30111222-4')).toBeVisible();
  await expect(match.getByText('Monto declarado')).toBeVisible();

  const confirm = await openDecision(page, 'Confirmar transferencia');
  await expect(confirm.getByText(team.name, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('textbox', { name: 'Notas (opcional)' }).fill('Acreditada en la cuenta del club');
  await confirm.getByRole('button', { name: 'Confirmar transferencia' }).click();
  await expect(toasts(page).getByText('Acción realizada correctamente')).toBeVisible();
  // Back to the queue, which no longer holds it.
  await expect(page.getByRole('heading', { level: 1, name: 'Transferencias a confirmar' })).toBeVisible();
  await page.getByRole('searchbox').fill(team.name);
  await expect(page.getByRole('row', { name: new RegExp(team.name) })).toHaveCount(0);

  await page.goto(href('teamView', { id: team.id }));
  const info = main(page).locator('section', { has: page.getByRole('heading', { name: 'Información' }) });
  await expect(info.getByText('Pagado', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await signOut(page);
  await signIn(page, 'ownerUnpaidTeam');
  await expect(page.getByText('Inscripción completa')).toBeVisible();
});

test('a transfer rejected with a reason reaches the owner through the bell, and the owner pays again', async ({ page }) => {
  const team = await ownerInformsTransfer(page);
  await signOut(page);
  await signIn(page, 'clientAdmin');
  await openPendingTransfer(page, team.name);

  const reject = await openDecision(page, 'Rechazar');
  await reject.getByRole('button', { name: 'Rechazar transferencia' }).click();
  // Rejecting asks the reason.
  await expect(reject.getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveAccessibleDescription(/obligatorio/);
  await reject.getByRole('textbox', { name: /Motivo del rechazo/ }).fill('El monto no coincide con el precio');
  await reject.getByRole('button', { name: 'Rechazar transferencia' }).click();
  await expect(toasts(page).getByText('Acción realizada correctamente')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Transferencias a confirmar' })).toBeVisible();

  await signOut(page);
  await signIn(page, 'ownerUnpaidTeam');
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(bell.getByText('Transferencia rechazada')).toBeVisible();
  await expect(bell.getByText(/El monto no coincide con el precio/)).toBeVisible();

  // The rejection leaves the registration unpaid: the owner informs a new transfer.
  await page.keyboard.press('Escape');
  await sidebar(page).getByRole('link', { name: 'Competencia' }).click();
  const registration = page.locator('section', { has: page.getByRole('heading', { name: 'Inscripción del equipo' }) });
  await expect(registration.getByText('Pago en Progreso')).toHaveCount(0);
  await page.getByRole('link', { name: 'Pagar por transferencia' }).click();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Rosa');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Giménez');
  await page.getByRole('textbox', { name: /^CUIT/ }).fill('27-30111222-4');
  await page.getByRole('button', { name: 'Informar transferencia' }).click();
  await expect(toasts(page).getByText('Pago de transferencia creado exitosamente')).toBeVisible();
  await expect(registration.getByText('Pago en Progreso')).toBeVisible();
});

test('an admin records cash on the team detail, exempts a team and removes the exemption', async ({ page }) => {
  const unpaid = await ownerTeam(page);
  await signOut(page);
  await signIn(page, 'ownerIncompleteTeam');
  const incomplete = (await apiCall<{ id: number; name: string }>(page, 'GET', '/teams')).data;
  await signOut(page);
  await signIn(page, 'clientAdmin');

  // Cash received for capitan.pendiente's team: approved at once.
  await page.goto(href('teamView', { id: unpaid.id }));
  await page.getByRole('button', { name: 'Registrar efectivo' }).click();
  const cash = page.getByRole('dialog', { name: 'Registrar pago en efectivo' });
  await cash.getByRole('button', { name: /Precio/ }).click();
  await page.getByRole('option').first().click();
  await cash.getByRole('textbox', { name: /Nombre del pagador/ }).fill('Rosa');
  await cash.getByRole('textbox', { name: /Apellido del pagador/ }).fill('Giménez');
  await cash.getByRole('textbox', { name: /DNI del pagador/ }).fill('30111222');
  await expectNoAxeViolations(page);
  await cash.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(toasts(page).getByText('Pago registrado correctamente')).toBeVisible();
  const info = main(page).locator('section', { has: page.getByRole('heading', { name: 'Información' }) });
  await expect(info.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar efectivo' })).toHaveCount(0);

  // capitan.incompleto's team: exempted (reason 'Otro' needs notes), then owing again.
  await page.goto(href('teamView', { id: incomplete.id }));
  await page.getByRole('button', { name: 'Eximir del pago' }).click();
  const exempt = page.getByRole('dialog', { name: 'Eximir del pago' });
  await exempt.getByRole('button', { name: 'Eximir del pago' }).click();
  await expect(exempt.getByText('Por favor, rellene el motivo de la exención').first()).toBeVisible();
  await exempt.getByRole('button', { name: /Motivo de la exención/ }).click();
  await page.getByRole('option', { name: 'Otro' }).click();
  await exempt.getByRole('textbox', { name: /Notas/ }).fill('Club organizador');
  await exempt.getByRole('button', { name: 'Eximir del pago' }).click();
  await expect(toasts(page).getByText('Equipo eximido del pago')).toBeVisible();
  // Decision 0063: accepted and exempt reads 'Exento de Pago' (SPEC §4 said 'Pagado'); the payment card says why.
  const payment = main(page).locator('section', { has: page.getByRole('heading', { name: 'Pago', exact: true }) });
  await expect(info.getByText('Exento de Pago', { exact: true })).toBeVisible();
  await expect(payment.getByText('Exento de pago', { exact: true })).toBeVisible();
  await expect(payment.getByText('Otro: Club organizador')).toBeVisible();

  await page.getByRole('button', { name: 'Quitar exención' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar exención' }).click();
  await expect(toasts(page).getByText('Exención de pago cancelada')).toBeVisible();
  await expect(info.getByText('Registrado', { exact: true })).toBeVisible();
  await expect(payment.getByText('Sin pagar', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eximir del pago' })).toBeVisible();
});

test("an owner's declared cash is confirmed by an admin from the payment detail", async ({ page }) => {
  const team = await ownerTeam(page);
  const declared = await apiCall<{ payment_id: number }>(page, 'POST', '/payments/cash', {
    comp_price_id: await validPriceId(page, 'cash'),
    payer_first_name: 'Rosa',
    payer_last_name: 'Giménez',
    payer_dni: '30111222',
  });
  expect(declared.status).toBe(201);
  await signOut(page);
  await signIn(page, 'clientAdmin');

  await sidebar(page).getByRole('link', { name: 'Pagos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await page.getByRole('searchbox').fill(team.name);
  await page.getByRole('row', { name: new RegExp(team.name) }).filter({ hasText: 'Pendiente' }).click();
  await expect(page).toHaveURL(new RegExp(`${href('paymentView', { id: declared.data.payment_id })}$`));
  await expect(main(page).getByText('Rosa Giménez')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(toasts(page).getByText('Acción realizada correctamente')).toBeVisible();
  await expect(main(page).getByText('Aprobado', { exact: true }).first()).toBeVisible();
  await expect(main(page).getByText('admin.cliente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar recepción' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver a pagos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
});
