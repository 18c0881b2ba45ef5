import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Role } from '@contracts/roles';
import { registrationOf, teamById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { competitionOverview } from '@mocks/rules/competition-overview';
import { currentCompetition } from '@mocks/rules/current-competition';
import HomePage from '@/features/home/home-page';
import { formatMoney } from '@/lib/format/format';
import { href } from '@/lib/routing/routes';
import { renderPage, signInAs } from '../support';

const openHome = async (who: Parameters<typeof signInAs>[0]) => {
  await signInAs(who);
  return renderPage(<HomePage />, '/dashboard');
};
/** What the mock counts for the current competition: the screen must show exactly that. */
const expected = () => competitionOverview(db(), currentCompetition(db()));
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

describe("the organisers' home (issue 21)", () => {
  it.each(['admin.cliente', 'admin.sistema'])('shows %s the work waiting, each count a link to its list', async (admin) => {
    await openHome(admin);
    const { pending } = expected();
    const link = async (name: string) => screen.findByRole('link', { name });
    expect(await link(plural(pending.transfers_to_confirm, 'transferencia a confirmar', 'transferencias a confirmar'))).toHaveAttribute('href', href('pendingTransfers'));
    expect(await link(plural(pending.cash_to_confirm, 'pago en efectivo a confirmar', 'pagos en efectivo a confirmar'))).toHaveAttribute(
      'href',
      `${href('payments')}?medio=cash&estado=pending`,
    );
    expect(await link(plural(pending.help_requests, 'solicitud de ayuda pendiente', 'solicitudes de ayuda pendientes'))).toHaveAttribute(
      'href',
      `${href('helpDesk')}?estado=pending`,
    );
    expect(await link(plural(pending.incomplete_teams, 'equipo incompleto para recordar', 'equipos incompletos para recordar'))).toHaveAttribute(
      'href',
      href('notificationsTeams'),
    );
  });

  it("shows the competition, the teams' figures and the money received apart from the money declared", async () => {
    await openHome('admin.cliente');
    const { competition, teams, money } = expected();
    expect(await screen.findByRole('heading', { name: competition!.name })).toBeInTheDocument();
    expect(screen.getByText(/Próximo plazo:/)).toBeInTheDocument();

    const teamsCard = screen.getByRole('heading', { name: 'Equipos' }).closest('section')!;
    const figure = (name: string) => within(teamsCard).getByText(name).closest('div')!.querySelector('dd')!.textContent;
    expect(figure('Inscriptos')).toBe(String(teams.registered));
    expect(figure('Completos')).toBe(String(teams.complete));
    expect(figure('Aceptados')).toBe(String(teams.accepted));

    const moneyCard = screen.getByRole('heading', { name: 'Dinero' }).closest('section')!;
    const received = money.received.mercadopago.amount + money.received.transfer.amount + money.received.cash.amount;
    const amounts = [...moneyCard.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(amounts).toContain(formatMoney(received));
    expect(amounts).toContain(formatMoney(money.declared.transfer.amount));
    // Declared money is listed after its own heading, never added to the received total.
    expect(within(moneyCard).getByRole('heading', { name: 'Declarado, sin confirmar' })).toBeInTheDocument();
    expect(amounts).not.toContain(formatMoney(received + money.declared.transfer.amount + money.declared.cash.amount));
    expect(moneyCard).not.toHaveTextContent(/cobrado(?! hasta)/i);
  });

  it('offers the system admin to create the competition when none exists', async () => {
    db().competitions = [];
    await openHome('admin.sistema');
    expect(await screen.findByRole('heading', { name: 'Todavía no hay una competencia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva competencia' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Equipos' })).not.toBeInTheDocument();
  });

  it('says in Spanish when the overview cannot be read, with Reintentar', async () => {
    server.use(http.get('*/api/competitions/overview', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
    await openHome('admin.cliente');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el resumen de la competencia.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe("a team account's home (issue 21)", () => {
  it("gives a registered owner the 5-step checklist with activation pending and its action, and the rest waiting for it", async () => {
    await openHome('usuario.nuevo');
    expect(await screen.findByRole('heading', { name: 'Tu inscripción: 0 de 5 pasos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar ahora' })).toHaveAttribute('href', href('activateAccount'));
    // The one doable step is a link too (issue 31).
    expect(screen.getByRole('link', { name: 'Activar la cuenta' })).toHaveAttribute('href', href('activateAccount'));
    for (const later of ['Crear el equipo', 'Registrar la embarcación', 'Pagar la inscripción']) {
      expect(screen.queryByRole('link', { name: later })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: /Último paso/ })).not.toBeInTheDocument();
  });

  it("keeps the 'last step' card for a registered member (SPEC §2)", async () => {
    const member = db().users.find((u) => u.role_id === Role.TeamMember && u.status === 'registered')!;
    await openHome(member);
    expect(await screen.findByRole('link', { name: 'Completar ahora' })).toHaveAttribute('href', href('activateAccount'));
  });

  it('links only team creation for an owner without a team', async () => {
    await openHome('capitan.sinequipo');
    expect(await screen.findByRole('link', { name: 'Crear el equipo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar la embarcación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Completar los miembros/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar la inscripción' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Primero creá el equipo.')).toHaveLength(3);
  });

  it.each([
    ['capitan.completo', 'capitan.completo'],
    ['miembro.activo', 'capitan.completo'],
  ])("shows %s the team, its number, the competition's dates and what comes next", async (who, owner) => {
    const team = teamById(db(), userByUsername(db(), owner)!.team_id!)!;
    const registration = registrationOf(db(), team.id, currentCompetition(db())!.id)!;
    await openHome(who);
    const card = (await screen.findByRole('heading', { name: team.name })).closest('section')!;
    expect(within(card).getByText('N.º de equipo').nextSibling).toHaveTextContent(String(registration.team_number));
    expect(within(card).getByText('Empieza')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Qué sigue' })).toBeInTheDocument();
    expect(screen.queryByText(/Desde el menú podés/)).not.toBeInTheDocument();
  });

  it("keeps 'Inscripción completa' verbatim for a complete owner, and points to the team's credential (issue 31)", async () => {
    await openHome('capitan.completo');
    expect(await screen.findByRole('heading', { name: 'Inscripción completa' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver la credencial del equipo' })).toHaveAttribute('href', href('teamCredential'));
  });

  it('the pay step says the amount and until when, and the price after that (issue 31)', async () => {
    await openHome('capitan.pendiente');
    const step = (await screen.findByRole('link', { name: 'Pagar la inscripción' })).closest('li')!;
    await waitFor(() => expect(step).toHaveTextContent(/\$\s[\d.]+ por transferencia hasta el \d{2}\/\d{2}\/\d{4}, 23:59(; desde el \d{2}\/\d{2}, \$\s[\d.]+)?\./));
  });

  it("'Falta designar un timonel' comes with the way to the member form (issue 31)", async () => {
    await openHome('capitan.incompleto');
    const step = (await screen.findByRole('link', { name: /Completar los miembros/ })).closest('li')!;
    expect(step).toHaveTextContent('Falta designar un timonel.');
    const action = within(step).getByRole('link', { name: /designar el timonel/i });
    expect(action.getAttribute('href')).toMatch(new RegExp(`^${href('myMembers')}(#create)?$`));
  });
});
