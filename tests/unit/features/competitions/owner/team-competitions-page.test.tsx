import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { registrationOf } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import TeamCompetitionsPage from '@/features/competitions/owner/team-competitions-page';
import { toast, toasts } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const PATH = href('competitions');
const TIMEOUT = 20_000;
const renderPage = () => renderScreen(<TeamCompetitionsPage title="Competencia" />, PATH);
/** The card price (only prices payable today are choices). */
const openCardRadio = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .find((r) => r.closest('label')!.textContent!.includes('Tarjeta'))!;
const toastTexts = () => toasts.value.map((t) => `${t.type}: ${t.message}`);

beforeEach(() => toast.clear());
afterEach(() => vi.restoreAllMocks());

describe('team competition screen', () => {
  it('shows the current competition, its phase, the dates and the team status with the SPEC §4 label', async () => {
    await signInAs('ownerUnpaidTeam');
    renderPage();
    const competition = currentCompetition(db())!;
    expect(await screen.findByRole('heading', { name: `${competition.name} — edición ${competition.edition}` })).toBeInTheDocument();
    expect(screen.getByText('Inscripciones abiertas')).toBeInTheDocument();
    expect(screen.getAllByText(/^Del \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} al/)).toHaveLength(2);
    expect(screen.getByText('Registrado')).toBeInTheDocument();
  });

  it('lists the prices transfer first with the valid one preselected, the card price as its final amount, and each urgency in words', async () => {
    await signInAs('ownerUnpaidTeam');
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: 'Elegí cómo pagar' });
    const radios = within(group).getAllByRole('radio');
    expect(radios[0]!.closest('label')).toHaveTextContent(/^Transferencia bancaria/);
    const checked = radios.find((r) => (r as HTMLInputElement).checked)!;
    expect(checked.closest('label')).toHaveTextContent('Transferencia bancaria');
    const card = radios.map((r) => r.closest('label')!).find((l) => l.textContent!.includes('Tarjeta'))!;
    expect(card).toHaveTextContent('Es el monto final que se cobra en la tarjeta');
    expect(card).not.toHaveTextContent('+ IVA');
    expect(radios.every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
    for (const label of radios.map((r) => r.closest('label')!)) {
      expect(label.textContent).toMatch(/Último día|Queda 1 día|Quedan \d+ días/);
      if (!label.textContent!.includes('Tarjeta')) expect(label).not.toHaveTextContent('IVA');
      else expect(label).not.toHaveTextContent('+ IVA');
    }
    expect(screen.getByRole('link', { name: 'Pagar por transferencia' })).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/transfer\/\d+$/));
  });

  it('a registered owner meets the payment first: the choice and its action before the competition details, cancelling last (issue 31)', async () => {
    await signInAs('ownerUnpaidTeam');
    renderPage();
    const choice = await screen.findByRole('radiogroup', { name: 'Elegí cómo pagar' });
    const pay = screen.getByRole('link', { name: 'Pagar por transferencia' });
    const competition = currentCompetition(db())!;
    const details = screen.getByRole('heading', { name: `${competition.name} — edición ${competition.edition}` });
    const cancel = screen.getByRole('button', { name: 'Cancelar inscripción' });
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(choice, pay)).toBe(true);
    expect(follows(pay, details)).toBe(true);
    expect(follows(details, cancel)).toBe(true);
  });

  it('cancels an unpaid registration after confirming, and registers the complete team again', async () => {
    const user = userEvent.setup();
    await signInAs('ownerUnpaidTeam');
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar inscripción' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar inscripción' }));
    expect(await screen.findByText('El equipo no está inscripto en esta competencia.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Inscribir al equipo' }));
    expect(await screen.findByText('Registrado')).toBeInTheDocument();
    expect(toastTexts()).toEqual(expect.arrayContaining(['success: Inscripción cancelada', 'success: Equipo inscripto en la competencia']));
  }, TIMEOUT);

  it('names the missing checklist step, with a link to it, instead of registering an incomplete team', async () => {
    const owner = await signInAs('ownerIncompleteTeam');
    const registration = registrationOf(db(), owner.team_id!, currentCompetition(db())!.id)!;
    db().teamCompetitions.splice(db().teamCompetitions.indexOf(registration), 1);
    renderPage();
    expect(await screen.findByText(/Para inscribir al equipo falta un paso/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar los miembros (3, con un timonel)' })).toHaveAttribute('href', href('myMembers'));
    expect(screen.queryByRole('button', { name: 'Inscribir al equipo' })).not.toBeInTheDocument();
  });

  it('shows a paid team that it paid, and its team number, instead of prices', async () => {
    const owner = await signInAs('ownerCompleteTeam');
    renderPage();
    expect(await screen.findByText('La inscripción está pagada.')).toBeInTheDocument();
    const { team_number } = registrationOf(db(), owner.team_id!, currentCompetition(db())!.id)!;
    expect(screen.getByText(`Número de equipo: ${team_number}`)).toBeInTheDocument();
    expect(screen.queryByText('Transferencia bancaria')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows a member the same screen without register, cancel or pay actions', async () => {
    await signInAs('teamMember');
    renderPage();
    expect(await screen.findByText('Pagado')).toBeInTheDocument();
    expect(screen.getByText('La inscripción está pagada.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar inscripción|Inscribir|Pagar/ })).not.toBeInTheDocument();
  });

  it('opens the card payment link in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await signInAs('ownerUnpaidTeam');
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: 'Elegí cómo pagar' });
    await user.click(openCardRadio(group));
    await user.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(tab.location.href).toMatch(/\/demo-checkout\?payment_id=\d+$/));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  }, TIMEOUT);

  it.each([
    [409, 'Esta inscripción ya ha sido pagada', 'info: Esta inscripción ya ha sido pagada'],
    [422, 'El plazo de pago ha expirado. Ya no es posible realizar el pago.', 'error: El plazo de pago ha expirado. Ya no es posible realizar el pago.'],
    [500, '', 'error: Error al obtener el enlace de pago del proveedor de tarjetas'],
  ])('tells a failed card link (%i) in a toast and closes the blank tab', async (status, message, shown) => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(http.get('*/api/payment_attempts/:c/:p', () => HttpResponse.json({ statusCode: status, message }, { status })));
    await signInAs('ownerUnpaidTeam');
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: 'Elegí cómo pagar' });
    await user.click(openCardRadio(group));
    await user.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(toastTexts()).toContain(shown));
    expect(tab.close).toHaveBeenCalled();
  }, TIMEOUT);

  it('declares a cash payment with the payer and DNI: pending (Pago en Progreso) until an admin confirms it', async () => {
    const user = userEvent.setup();
    await signInAs('ownerUnpaidTeam');
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: 'Elegí cómo pagar' });
    const cash = within(group)
      .getAllByRole('radio')
      .find((r) => r.closest('label')!.textContent!.includes('Efectivo'))!;
    await user.click(cash);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre de quien paga/ }), 'Marta');
    await user.type(screen.getByRole('textbox', { name: /^Apellido de quien paga/ }), 'Quiroga');
    await user.type(screen.getByRole('textbox', { name: /^DNI de quien paga/ }), '28456123');
    await user.click(screen.getByRole('button', { name: 'Informar pago en efectivo' }));
    expect(await screen.findByText('Pago en Progreso')).toBeInTheDocument();
    expect(toastTexts()).toContain('success: Pago en efectivo informado: queda pendiente de confirmación');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  }, TIMEOUT);
});
