import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { userById } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import HelpPage from '@/features/help-desk/user/help-page';
import { fakeClockOnDemand, fakeTimerUser } from '../../../ui/fake-timers';
import { renderPage, signInAs, signInAsAuthorOf } from '../../support';
import { errorSummaryBox } from '../../../ui/error-summary-queries';
import { href } from '@/lib/routing/routes';

const PATH = href('help');
const SENT = 'Solicitud enviada';
const SEND_FAILED = 'Error al enviar solicitud, intente nuevamente';

const renderHelp = (path = PATH) => renderPage(<HelpPage title="Ayuda" />, path);
const titleField = () => screen.getByRole('textbox', { name: /^Título/ });
const descriptionField = () => screen.getByRole('textbox', { name: /^Descripción/ });
const submit = () => screen.getByRole('button', { name: 'Enviar solicitud' });
const requestList = async () => within(await screen.findByRole('list'));

describe('help page: own requests', () => {
  it('lists the user’s requests with their Spanish status and offers the form when none is pending', async () => {
    await signInAs('ownerCompleteTeam');
    renderHelp();
    const list = await requestList();
    const item = list.getByRole('link', { name: 'No puedo cargar la embarcación' }).closest('li')!;
    expect(within(item).getByText('Resuelta')).toBeInTheDocument();
    expect(titleField()).toBeInTheDocument();
  });

  it('says so when the user has sent no request yet', async () => {
    await signInAs('teamMember');
    renderHelp();
    expect(await screen.findByText('Todavía no enviaste ninguna solicitud.')).toBeInTheDocument();
  });

  it('replaces the form with a notice while a request is pending', async () => {
    await signInAsAuthorOf((t) => t.title === 'Transferencia sin confirmar');
    renderHelp();
    expect(await screen.findByRole('heading', { name: 'Tenés una solicitud pendiente' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Título/ })).not.toBeInTheDocument();
    const item = (await requestList()).getByRole('link', { name: 'Transferencia sin confirmar' }).closest('li')!;
    expect(within(item).getByText('Pendiente')).toBeInTheDocument();
  });

  it('opens a resolved request with its response, responder and closing time, and goes back to the list', async () => {
    const ticket = db().helpDeskTickets.find((t) => t.title === 'No puedo cargar la embarcación')!;
    const responder = userById(db(), ticket.responded_by!)!.username;
    await signInAs('ownerCompleteTeam');
    const { history } = renderHelp();
    const user = userEvent.setup();
    await user.click((await requestList()).getByRole('link', { name: ticket.title }));

    expect(history.at(-1)).toBe(`${PATH}?ticket=${ticket.id}`);
    const heading = await screen.findByRole('heading', { level: 2, name: ticket.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(ticket.response!)).toBeInTheDocument();
    expect(screen.getByText('Respondida por').nextElementSibling).toHaveTextContent(responder);
    expect(screen.getByText('Medio de respuesta').nextElementSibling).toHaveTextContent('Correo electrónico');
    expect(screen.getByText('Cerrada').nextElementSibling).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

    await user.click(screen.getByRole('button', { name: 'Volver a mis solicitudes' }));
    expect(history.at(-1)).toBe(PATH);
    await waitFor(() => expect(screen.getByRole('link', { name: ticket.title })).toHaveFocus());
  });

  it('opens a request named in the address (?ticket=) and says when it is not one of the user’s', async () => {
    await signInAs('ownerCompleteTeam');
    const otherUsers = db().helpDeskTickets.find((t) => t.title === 'Factura del pago')!;
    renderHelp(`${PATH}?ticket=${otherUsers.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Solicitud no encontrada');
    expect(screen.getByRole('button', { name: 'Volver a mis solicitudes' })).toBeInTheDocument();
  });

  it('rejects a ticket id that is not a number', async () => {
    await signInAs('ownerCompleteTeam');
    renderHelp(`${PATH}?ticket=abc`);
    expect(await screen.findByRole('alert')).toHaveTextContent('ID de ticket inválido');
  });

  it('still offers the form when the list cannot be loaded, with a way to retry', async () => {
    server.use(http.get('*/api/users/help_desk_tickets', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
    await signInAs('teamMember');
    renderHelp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno');
    expect(titleField()).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no enviaste ninguna solicitud.')).toBeInTheDocument();
  });
});

describe('help page: sending a request', () => {
  it('is open to a registered (not yet activated) user', async () => {
    await signInAs('registeredUser');
    renderHelp();
    expect(await screen.findByRole('textbox', { name: /^Título/ })).toBeInTheDocument();
  });

  it('sends it, says "Solicitud enviada" and the pending notice replaces the form', async () => {
    await signInAs('teamMember');
    renderHelp();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'No veo la embarcación');
    await user.type(descriptionField(), 'En la pantalla del equipo no aparece nuestra embarcación.');
    await user.click(submit());

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tenés una solicitud pendiente' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Título/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Solo se puede tener una solicitud pendiente a la vez/)).toHaveFocus();
    const item = (await requestList()).getByRole('link', { name: 'No veo la embarcación' }).closest('li')!;
    expect(within(item).getByText('Pendiente')).toBeInTheDocument();
  });

  it('does not send an empty form and marks both fields', async () => {
    let sent = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent = true;
    });
    await signInAs('teamMember');
    renderHelp();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /^Título/ });
    await user.click(submit());
    expect(titleField()).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(descriptionField()).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(await errorSummaryBox()).toHaveFocus();
    expect(sent).toBe(false);
    server.events.removeAllListeners();
  });

  it('shows the error toast and keeps the text when sending fails', async () => {
    server.use(http.post('*/api/help_desk_tickets', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
    await signInAs('teamMember');
    renderHelp();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Consulta');
    await user.type(descriptionField(), 'Una duda sobre el pago.');
    await user.click(submit());
    expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument();
    expect(titleField()).toHaveValue('Consulta');
    expect(descriptionField()).toHaveValue('Una duda sobre el pago.');
  });
});

describe('help page: a request pending elsewhere', () => {
  it('shows the server’s reason and keeps the text when the server refuses a second pending request', async () => {
    server.use(
      http.post('*/api/help_desk_tickets', () =>
        HttpResponse.json({ message: 'Ya tenés una solicitud pendiente', additionalData: { errorCode: 'BUSINESS_RULE' } }, { status: 422 }),
      ),
    );
    await signInAs('teamMember');
    renderHelp();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Consulta');
    await user.type(descriptionField(), 'Una duda sobre el pago.');
    await user.click(submit());
    expect(await screen.findByText('Ya tenés una solicitud pendiente')).toBeInTheDocument();
    expect(titleField()).toHaveValue('Consulta');
    expect(descriptionField()).toHaveValue('Una duda sobre el pago.');
  });
});

describe('help page: validation timing (SPEC §5)', () => {
  // The page first loads the user's requests over the (real-time) mock network; the clock
  // is faked only once the form is there.
  const fakeClockFromNow = fakeClockOnDemand();

  it('checks the title 500 ms after typing stops and the description at once on blur', async () => {
    await signInAs('teamMember');
    renderHelp();
    await screen.findByRole('textbox', { name: /^Título/ });
    fakeClockFromNow();
    const user = fakeTimerUser();
    await user.type(titleField(), 'ab');
    act(() => vi.advanceTimersByTime(499));
    expect(titleField()).not.toHaveAccessibleDescription(/Debe tener al menos 3 caracteres/);
    act(() => vi.advanceTimersByTime(1));
    expect(titleField()).toHaveAccessibleDescription(/Debe tener al menos 3 caracteres/);

    await user.click(descriptionField());
    await user.tab();
    expect(descriptionField()).toHaveAccessibleDescription(/Este campo es obligatorio/);
  });

  it('limits the description to 1000 characters', async () => {
    await signInAs('teamMember');
    renderHelp();
    await screen.findByRole('textbox', { name: /^Descripción/ });
    fakeClockFromNow();
    const user = fakeTimerUser();
    await user.click(descriptionField());
    await user.paste('x'.repeat(1001));
    await user.tab();
    expect(descriptionField()).toHaveAccessibleDescription(/No debe tener más de 1000 caracteres/);
  });
});
