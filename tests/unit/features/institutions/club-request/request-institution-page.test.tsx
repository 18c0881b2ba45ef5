import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { isPendingInstitutionRequest } from '@contracts/entities/help-desk';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import RequestInstitutionPage from '@/features/institutions/club-request/request-institution-page';
import { fakeClockOnDemand, fakeTimerUser } from '../../../ui/fake-timers';
import { renderPage, signInAs, signInAsAuthorOf } from '../../support';
import { errorSummaryBox, summaryErrors } from '../../../ui/error-summary-queries';
import { href } from '@/lib/routing/routes';

const PATH = href('requestInstitution');
const FILL_REQUIRED = 'Por favor, rellene todos los campos requeridos';

const renderRequest = () => renderPage(<RequestInstitutionPage title="Solicitar barra pesquera" />, PATH);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Enviar solicitud' });

async function fillClub(user: UserEvent, name = 'Barra Pesquera Los Sábalos') {
  await user.type(await screen.findByRole('textbox', { name: /^Nombre de la barra pesquera/ }), name);
  await user.type(field(/^Presidente/), 'Hugo Ramírez');
  await user.type(field(/^Teléfono/), '3434556677');
}

describe('request-institution: form', () => {
  it('asks for all fields at once when some are empty and sends nothing', async () => {
    let posted = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted = true;
    });
    await signInAs('ownerWithoutTeam');
    renderRequest();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nombre de la barra pesquera/ }), 'Barra Nueva');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(FILL_REQUIRED);
    expect(field(/^Presidente/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(await errorSummaryBox()).toHaveFocus();
    expect(await summaryErrors()).toEqual(['Presidente: Este campo es obligatorio', 'Teléfono: Este campo es obligatorio']);
    expect(field(/^Teléfono/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(posted).toBe(false);
    server.events.removeAllListeners();
  });

  it('sends the club as a help request, says "Solicitud enviada" and goes to the dashboard', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json();
    });
    const owner = await signInAs('ownerWithoutTeam');
    const { history } = renderRequest();
    const user = userEvent.setup();
    await fillClub(user);
    await user.click(submit());

    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(await screen.findByText('Solicitud enviada')).toBeInTheDocument();
    expect(sent).toMatchObject({
      title: 'Solicitud de nueva barra pesquera',
      institution_request: { name: 'Barra Pesquera Los Sábalos', president: 'Hugo Ramírez', phone_number: '3434556677' },
    });
    expect(db().clubRequests.some((r) => r.requested_by === owner.id && r.status === 'pending')).toBe(true);
    server.events.removeAllListeners();
  });

  it('shows the server’s reason when the club already exists, keeping the input', async () => {
    const existing = db().institutions[0]!.name;
    await signInAs('ownerWithoutTeam');
    const { history } = renderRequest();
    const user = userEvent.setup();
    await fillClub(user, existing);
    await user.click(submit());

    expect(await screen.findByText('Esa barra pesquera ya existe')).toBeInTheDocument();
    expect(field(/^Nombre de la barra pesquera/)).toHaveValue(existing);
    expect(field(/^Presidente/)).toHaveValue('Hugo Ramírez');
    expect(history).toEqual([PATH]);
  });

  it('shows the generic error toast when sending fails', async () => {
    server.use(http.post('*/api/help_desk_tickets', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
    await signInAs('ownerWithoutTeam');
    renderRequest();
    const user = userEvent.setup();
    await fillClub(user);
    await user.click(submit());
    expect(await screen.findByText('Error al enviar solicitud, intente nuevamente')).toBeInTheDocument();
    expect(field(/^Teléfono/)).toHaveValue('3434556677');
  });
});

describe('request-institution: one pending request at most (SPEC §4)', () => {
  it('replaces the form with a notice while the owner’s club request is pending', async () => {
    const ticket = await signInAsAuthorOf(isPendingInstitutionRequest);
    renderRequest();
    expect(await screen.findByRole('heading', { name: 'Tu solicitud de nueva barra pesquera está pendiente' })).toBeInTheDocument();
    expect(screen.getByText(ticket.description)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Nombre de la barra pesquera/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la solicitud' })).toHaveAttribute('href', `${href('help')}?ticket=${ticket.id}`);
  });

  it('also gives way to another pending help request, which the server would not let through', async () => {
    const ticket = await signInAsAuthorOf((t) => t.status === 'pending' && !isPendingInstitutionRequest(t));
    renderRequest();
    expect(await screen.findByRole('heading', { name: 'Tenés una solicitud de ayuda pendiente' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(ticket.title))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Nombre de la barra pesquera/ })).not.toBeInTheDocument();
  });

  it('keeps the form usable when the pending check fails, with a way to retry', async () => {
    server.use(http.get('*/api/users/help_desk_tickets', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
    await signInAs('ownerWithoutTeam');
    renderRequest();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno');
    expect(field(/^Nombre de la barra pesquera/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('request-institution: validation timing (SPEC §5)', () => {
  // The page first loads the user's requests over the (real-time) mock network; the clock
  // is faked only once the form is there.
  const fakeClockFromNow = fakeClockOnDemand();

  it('checks a field 500 ms after typing stops and at once on blur', async () => {
    await signInAs('ownerWithoutTeam');
    renderRequest();
    await screen.findByRole('textbox', { name: /^Nombre de la barra pesquera/ });
    fakeClockFromNow();
    const user = fakeTimerUser();
    await user.type(field(/^Nombre de la barra pesquera/), 'ab');
    act(() => vi.advanceTimersByTime(499));
    expect(field(/^Nombre de la barra pesquera/)).not.toHaveAccessibleDescription(/Debe tener al menos 3 caracteres/);
    act(() => vi.advanceTimersByTime(1));
    expect(field(/^Nombre de la barra pesquera/)).toHaveAccessibleDescription(/Debe tener al menos 3 caracteres/);

    await user.type(field(/^Teléfono/), '12345');
    await user.tab();
    expect(field(/^Teléfono/)).toHaveAccessibleDescription(/Por favor, sigue el formato solicitado/);
    // The president was never touched: no message yet.
    expect(field(/^Presidente/)).not.toHaveAccessibleDescription(/Este campo es obligatorio/);
  });
});
