import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { accessRecoveryTicket, institutionRequestTicket } from '@contracts/entities/help-desk';
import { formMessages } from '@contracts/messages';
import { userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { openAccessRecoveryTicket, openUserTicket } from '@mocks/rules/help-tickets';
import { AriaRouter } from '@/app/aria-router';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import HelpDeskPage from '@/features/help-desk/admin/help-desk-page';
import TicketViewPage from '@/features/help-desk/admin/ticket-view-page';
import { pendingFirst } from '@/features/help-desk/admin/ticket-columns';
import { toast } from '@/ui/toast-store';
import { renderPage, renderScreen, signInAs } from '../../support';
import { errorSummary } from '../../../ui/error-summary-queries';
import { href, routePattern } from '@/lib/routing/routes';

const TEST_TIMEOUT = 30_000;

const openTicket = async (id: number | string) => {
  await signInAs('clientAdmin');
  return renderPage(
    <Route path={routePattern('helpDeskView')}>
      <TicketViewPage title="Detalle de la solicitud" />
    </Route>,
    href('helpDeskView', { id }),
  );
};

/** An access-recovery request for the DNI of an active seeded account, sent without a session. */
function recoveryTicketFor(username: string) {
  const account = userByUsername(db(), username)!;
  const info = account.personal_info!;
  const body = accessRecoveryTicket({
    dni: info.dni,
    first_name: info.first_name,
    last_name: info.last_name,
    birth_date: '1985-03-12',
    phone_number: '3415551234',
  });
  db().helpDeskTickets = db().helpDeskTickets.filter((t) => !(t.user_id === null && t.dni === info.dni && t.status === 'pending'));
  return { account, ticket: openAccessRecoveryTicket(db(), body, new Date().toISOString()) };
}

beforeEach(() => toast.clear());

describe('help desk list', { timeout: TEST_TIMEOUT }, () => {
  it('lists pending requests before resolved ones and filters by status', async () => {
    // The newest request is a resolved one: the server's newest-first order alone would put it first.
    const resolved = db().helpDeskTickets.find((t) => t.status === 'resolved')!;
    resolved.created_at = new Date().toISOString();
    await signInAs('clientAdmin');
    renderScreen(<HelpDeskPage title="Solicitudes de ayuda" />, href('helpDesk'));
    const table = await screen.findByRole('table', { name: 'Solicitudes de ayuda' });
    // Data rows have a row header; the loading placeholder has none.
    await within(table).findAllByRole('rowheader');
    const statuses = () => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    const shown = statuses();
    expect(shown[0]).toBe('Pendiente');
    const firstResolved = shown.indexOf('Resuelta');
    if (firstResolved !== -1) expect(shown.slice(firstResolved).every((status) => status === 'Resuelta')).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Resuelta' }));
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(['Resuelta'])));
  });

  it('a row is a link to the request, with no Ver button: pressing it opens the detail', async () => {
    await signInAs('clientAdmin');
    // As in the app: react-aria's links navigate through wouter (src/app/aria-router.tsx).
    const { history } = renderScreen(
      <AriaRouter>
        <HelpDeskPage title="Solicitudes de ayuda" />
      </AriaRouter>,
      href('helpDesk'),
    );
    const table = await screen.findByRole('table', { name: 'Solicitudes de ayuda' });
    const row = (await within(table).findAllByRole('rowheader'))[0]!.closest<HTMLElement>('tr')!;
    const name = within(row).getByRole('rowheader');
    // The first row is the newest pending request; its link names it.
    const first = pendingFirst(db().helpDeskTickets as unknown as Parameters<typeof pendingFirst>[0])[0]!;
    expect(name).toHaveTextContent(first.title);
    expect(within(row).getByRole('link', { name: first.title })).toHaveAttribute('href', href('helpDeskView', { id: first.id }));
    expect(within(table).queryByRole('button', { name: /^Ver / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    await userEvent.setup().click(name);
    await waitFor(() => expect(history.at(-1)).toBe(href('helpDeskView', { id: first.id })));
  });

  it('the sidebar count says how many requests wait, as the description of its link', async () => {
    await signInAs('clientAdmin');
    const pending = db().helpDeskTickets.filter((t) => t.status === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    renderScreen(<DashboardLayout>contenido</DashboardLayout>, '/dashboard');
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    const link = within(menu).getByRole('link', { name: 'Solicitudes de ayuda' });
    await waitFor(() => expect(link).toHaveAccessibleDescription(`${pending} pendientes`));
    expect(link).toHaveAccessibleName('Solicitudes de ayuda');
  });
});

describe('help desk ticket', { timeout: TEST_TIMEOUT }, () => {
  it("says 'ID de ticket inválido' for an id that is not a number", async () => {
    await openTicket('abc');
    expect(screen.getByRole('heading', { name: 'ID de ticket inválido' })).toBeInTheDocument();
  });

  it("an access-recovery request shows the identity it carries and links to that account's log", async () => {
    const { account, ticket } = recoveryTicketFor('capitan.completo');
    await openTicket(ticket.id);
    const panel = (await screen.findByRole('heading', { name: 'Datos para recuperar el acceso' })).closest('section')!;
    expect(panel).toHaveTextContent(account.personal_info!.dni);
    expect(panel).toHaveTextContent(`${account.personal_info!.first_name} ${account.personal_info!.last_name}`);
    expect(panel).toHaveTextContent('12-03-1985');
    expect(panel).toHaveTextContent('3415551234');
    expect(await within(panel).findByRole('link', { name: `Ver el registro de ${account.username}` })).toHaveAttribute(
      'href',
      href('userView', { id: account.id }),
    );
  });

  it('asks for a response method, then resolves the ticket and shows who answered', async () => {
    const { ticket } = recoveryTicketFor('capitan.completo');
    await openTicket(ticket.id);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Respuesta/ }), 'Te llamamos y te dimos la contraseña nueva.');
    await user.click(screen.getByRole('button', { name: 'Marcar como resuelta' }));
    expect(within(await errorSummary()).getByRole('link', { name: new RegExp(`^Forma de respuesta.*: ${formMessages.responseMethod}$`) })).toBeInTheDocument();
    expect(ticket.status).toBe('pending');

    await user.click(screen.getByRole('button', { name: /Forma de respuesta/ }));
    await user.click(await screen.findByRole('option', { name: 'Teléfono' }));
    await user.click(screen.getByRole('button', { name: 'Marcar como resuelta' }));

    expect(await screen.findByText('¡Estado de la solicitud actualizado!')).toBeInTheDocument();
    expect(ticket).toMatchObject({ status: 'resolved', response_method: 'phone' });
    const answer = (await screen.findByRole('heading', { name: 'Respuesta', level: 2 })).closest('section')!;
    expect(answer).toHaveTextContent('admin.cliente');
    expect(screen.queryByRole('button', { name: 'Marcar como resuelta' })).not.toBeInTheDocument();
  });

  it('a club request shows the club, and answering it registers that club', async () => {
    const owner = db().users.find((u) => u.role_id === 3 && !u.team_id && !db().helpDeskTickets.some((t) => t.user_id === u.id && t.status === 'pending'))!;
    const ticket = openUserTicket(
      db(),
      owner,
      institutionRequestTicket({ name: 'Club de Pesca Los Sábalos', president: 'Marta Ruiz', phone_number: '3415550199' }),
      new Date().toISOString(),
    );
    await openTicket(ticket.id);
    const panel = (await screen.findByRole('heading', { name: 'Barra pesquera solicitada' })).closest('section')!;
    expect(panel).toHaveTextContent('Club de Pesca Los Sábalos');
    expect(panel).toHaveTextContent('Marta Ruiz');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Respuesta/ }), 'Dimos de alta la barra.');
    await user.click(screen.getByRole('button', { name: /Forma de respuesta/ }));
    await user.click(await screen.findByRole('option', { name: 'Notificación' }));
    await user.click(screen.getByRole('button', { name: 'Marcar como resuelta' }));
    expect(await screen.findByText('¡Estado de la solicitud actualizado!')).toBeInTheDocument();
    expect(db().institutions.some((i) => i.name === 'Club de Pesca Los Sábalos')).toBe(true);
  });
});
