import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { registrationOf } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import TransferPage from '@/features/payments/owner/transfer-page';
import { toast, toasts } from '@/ui/toast-store';
import { fakeClockOnDemand, fakeTimerUser } from '../../../ui/fake-timers';
import { summaryErrors } from '../../../ui/error-summary-queries';
import { renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

const TIMEOUT = 20_000;
const transferPrice = () => validPriceAt(db().competitionPrices, currentCompetition(db())!.id, 'transfer', new Date())!;
const renderTransfer = (priceId: string | number) =>
  renderScreen(
    <Route path={routePattern('transfer')}>
      <TransferPage title="Pago por transferencia" />
    </Route>,
    href('transfer', { priceId }),
  );
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const fakeClock = fakeClockOnDemand();
const toastTexts = () => toasts.value.map((t) => `${t.type}: ${t.message}`);

beforeEach(() => toast.clear());

describe('transfer payment page', () => {
  it('shows the amount without decimals, alias, CVU/CBU and bank with copy buttons, and the registration number as reference', async () => {
    const owner = await signInAs('ownerUnpaidTeam');
    renderTransfer(transferPrice().id);
    const amount = await screen.findByText(/^\$\s[\d.]+$/);
    expect(amount.textContent).not.toContain(',');
    for (const what of ['monto', 'alias', 'CVU/CBU', 'banco', 'número de inscripción']) {
      expect(screen.getByRole('button', { name: `Copiar ${what}` })).toBeInTheDocument();
    }
    const registration = registrationOf(db(), owner.team_id!, currentCompetition(db())!.id)!;
    expect(screen.getByText(String(registration.registration_number))).toBeInTheDocument();
  });

  it('says until when the amount holds, what it becomes after, and whose account it is (issue 31)', async () => {
    await signInAs('ownerUnpaidTeam');
    const price = transferPrice();
    const competitionId = currentCompetition(db())!.id;
    const later = db()
      .competitionPrices.filter((p) => p.competition_id === competitionId && p.payment_type === 'transfer' && p.start_date > price.end_date)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
    renderTransfer(price.id);
    const holder = db().settings.transfer_account.account_holder;
    expect(holder).not.toBe('');
    expect(await screen.findByText(holder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar titular' })).toBeInTheDocument();
    const holds = screen.getByText(/^Vale hasta el \d{2}\/\d{2}\/\d{4}, 23:59/);
    if (later) {
      const [, , month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(later.start_date)!;
      expect(holds.textContent).toMatch(new RegExp(`; desde el ${day}/${month}, \\$\\s[\\d.]+\\.$`));
    } else {
      expect(holds.textContent).toMatch(/23:59\.$/);
    }
  });

  it("shares the transfer data by WhatsApp with no recipient: the owner picks the team's chat (issue 22)", async () => {
    const owner = await signInAs('ownerUnpaidTeam');
    renderTransfer(transferPrice().id);
    const link = await screen.findByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    const text = url.searchParams.get('text')!;
    const competition = currentCompetition(db())!;
    const registration = registrationOf(db(), owner.team_id!, competition.id)!;
    expect(text).toContain(`Datos para pagar la inscripción en ${competition.name} por transferencia:`);
    expect(text).toContain(`número de inscripción: ${registration.registration_number}`);
    expect(text).toMatch(/^Monto: \$\s[\d.]+ \(hasta el \d{2}\/\d{2}\/\d{4}, 23:59(; desde el \d{2}\/\d{2}, \$\s[\d.]+)?\)$/m);
    expect(text).toContain(`Titular: ${db().settings.transfer_account.account_holder}`);
    expect(text).toMatch(/^Alias: \S+$/m);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("checks the CUIT 500 ms after typing: 'CUIT debe tener exactamente 11 dígitos'", async () => {
    await signInAs('ownerUnpaidTeam');
    renderTransfer(transferPrice().id);
    const cuit = await screen.findByRole('textbox', { name: /^CUIT/ });
    // A fake clock from here: the 500 ms are counted exactly, however slow the typing is.
    fakeClock();
    await fakeTimerUser().type(cuit, '20-1234');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText('CUIT debe tener exactamente 11 dígitos')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('CUIT debe tener exactamente 11 dígitos')).toBeInTheDocument();
  }, TIMEOUT);

  it("refuses an empty form: 'Todos los campos son obligatorios'", async () => {
    const user = userEvent.setup();
    await signInAs('ownerUnpaidTeam');
    renderTransfer(transferPrice().id);
    await user.click(await screen.findByRole('button', { name: 'Informar transferencia' }));
    // SPEC's message once, at the top of the summary; each field named with its own message.
    expect(await screen.findAllByText('Todos los campos son obligatorios')).toHaveLength(1);
    expect(await summaryErrors()).toEqual(['Nombre: Este campo es obligatorio', 'Apellido: Este campo es obligatorio', 'CUIT: Este campo es obligatorio']);
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription('Este campo es obligatorio');
  }, TIMEOUT);

  it("reports the transfer: 'Pago de transferencia creado exitosamente' and back to competitions, payment in progress", async () => {
    const user = userEvent.setup();
    const owner = await signInAs('ownerUnpaidTeam');
    const { history } = renderTransfer(transferPrice().id);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Marta');
    await user.type(field(/^Apellido/), 'Quiroga');
    await user.type(field(/^CUIT/), '27284561234');
    await user.click(screen.getByRole('button', { name: 'Informar transferencia' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Pago de transferencia creado exitosamente'));
    expect(history.at(-1)).toBe(href('competitions'));
    expect(registrationOf(db(), owner.team_id!, currentCompetition(db())!.id)!.payment_status).toBe('pending');
  }, TIMEOUT);

  it("says 'Error al crear el pago de transferencia' when the server fails", async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/payments/transfer', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await signInAs('ownerUnpaidTeam');
    renderTransfer(transferPrice().id);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Marta');
    await user.type(field(/^Apellido/), 'Quiroga');
    await user.type(field(/^CUIT/), '27284561234');
    await user.click(screen.getByRole('button', { name: 'Informar transferencia' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Error al crear el pago de transferencia'));
  }, TIMEOUT);

  it.each(['abc', '99999'])("says 'Error: No se encontraron los detalles de la transferencia' for price %s", async (priceId) => {
    await signInAs('ownerUnpaidTeam');
    renderTransfer(priceId);
    expect(await screen.findByText('Error: No se encontraron los detalles de la transferencia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Informar transferencia' })).not.toBeInTheDocument();
  });

  describe('a price the owner cannot pay says why and offers the way back, instead of the form', () => {
    const noForm = () => expect(screen.queryByRole('button', { name: 'Informar transferencia' })).not.toBeInTheDocument();
    const expiredTransferPrice = () =>
      db().competitionPrices.find((p) => p.competition_id === currentCompetition(db())!.id && p.payment_type === 'transfer' && new Date(p.end_date) < new Date())!;

    it('a paid team: nothing to pay, its team number, back to the competition', async () => {
      const owner = await signInAs('ownerCompleteTeam');
      renderTransfer(transferPrice().id);
      expect(await screen.findByRole('heading', { name: 'La inscripción ya está pagada' })).toBeInTheDocument();
      const registration = registrationOf(db(), owner.team_id!, currentCompetition(db())!.id)!;
      expect(screen.getByText(new RegExp(`Número de equipo: ${registration.team_number}`))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a la competencia' })).toHaveAttribute('href', href('competitions'));
      noForm();
    });

    it('an owner without a team: create the team first', async () => {
      await signInAs('ownerWithoutTeam');
      renderTransfer(transferPrice().id);
      expect(await screen.findByRole('heading', { name: 'Todavía no tenés un equipo' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Crear equipo' })).toHaveAttribute('href', href('createTeam'));
      noForm();
    });

    it("an expired price: 'El plazo de pago ha expirado. Ya no es posible realizar el pago.' and the way to another price", async () => {
      await signInAs('ownerUnpaidTeam');
      renderTransfer(expiredTransferPrice().id);
      expect(await screen.findByText('El plazo de pago ha expirado. Ya no es posible realizar el pago.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Elegir otro precio' })).toHaveAttribute('href', href('competitions'));
      noForm();
    });

    it('a payment already in progress: no second payment', async () => {
      const owner = await signInAs('ownerUnpaidTeam');
      Object.assign(registrationOf(db(), owner.team_id!, currentCompetition(db())!.id)!, { status: 'payment_in_progress', payment_status: 'pending' });
      renderTransfer(transferPrice().id);
      expect(await screen.findByRole('heading', { name: 'Tu pago está en proceso' })).toBeInTheDocument();
      noForm();
    });

    it("a price that is not a transfer price: 'El precio no es de transferencia'", async () => {
      await signInAs('ownerUnpaidTeam');
      renderTransfer(validPriceAt(db().competitionPrices, currentCompetition(db())!.id, 'cash', new Date())!.id);
      expect(await screen.findByText('El precio no es de transferencia')).toBeInTheDocument();
      noForm();
    });
  });
});
