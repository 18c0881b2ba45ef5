import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import HelpPage from '@/features/help-desk/user/help-page';
import { NotificationBell } from '@/features/notifications/bell/notification-bell';
import TransferPage from '@/features/payments/owner/transfer-page';
import { href, routePattern } from '@/lib/routing/routes';
import { toasts } from '@/ui/toast-store';
import { renderApp } from '../../app/render-app';
import { renderPage, renderScreen, signInAs } from '../support';

/**
 * Issue 19, measured: the API down printed `[POST] "http://…/api/auth/login": <no response>
 * Failed to fetch` on sign-in; a gateway's HTML 502 printed 'Bad Gateway' on sign-in, the
 * transfer page and Ayuda's list. Each screen now says a Spanish sentence.
 */
const gatewayPage = () =>
  new HttpResponse('<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>', {
    status: 502,
    statusText: 'Bad Gateway',
    headers: { 'Content-Type': 'text/html' },
  });
const UNREACHABLE = 'No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.';
const UNEXPECTED = 'El servidor no respondió como se esperaba. Intentá de nuevo en unos minutos.';
const TRANSPORT_WORDS = /Failed to fetch|no response|Bad Gateway|nginx|http:|\[POST\]|\[GET\]|<html/i;

async function signIn() {
  renderApp('/');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'capitan.completo');
  await user.type(screen.getByLabelText(/^Contraseña/), 'Demo2026!');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('no screen shows transport text', () => {
  it('sign-in with the API down says there is no connection to the server', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNREACHABLE);
    expect(document.body).not.toHaveTextContent(TRANSPORT_WORDS);
  });

  it("sign-in behind a gateway's HTML 502 says the server did not answer as expected", async () => {
    server.use(http.post('*/api/auth/login', gatewayPage));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED);
    expect(document.body).not.toHaveTextContent(TRANSPORT_WORDS);
  });

  it("sign-up behind a gateway's HTML 502", async () => {
    server.use(http.post('*/api/auth/register', gatewayPage));
    renderApp('/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'pescador.nuevo');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo2026!');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED);
    expect(document.body).not.toHaveTextContent(TRANSPORT_WORDS);
  });

  it("Ayuda's list behind a gateway's HTML 502", async () => {
    await signInAs('ownerCompleteTeam');
    server.use(http.get('*/api/users/help_desk_tickets', gatewayPage));
    renderPage(<HelpPage title="Ayuda" />, href('help'));
    const section = within(await screen.findByRole('region', { name: 'Mis solicitudes' }));
    expect(await section.findByText(UNEXPECTED)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(TRANSPORT_WORDS);
  });

  it("the transfer page behind a gateway's HTML 502", async () => {
    await signInAs('ownerUnpaidTeam');
    server.use(http.get('*/api/competition_prices/:id/transfer-details', gatewayPage));
    const price = validPriceAt(db().competitionPrices, currentCompetition(db())!.id, 'transfer', new Date())!;
    renderScreen(
      <Route path={routePattern('transfer')}>
        <TransferPage title="Pago por transferencia" />
      </Route>,
      href('transfer', { priceId: price.id }),
    );
    expect(await screen.findByText(UNEXPECTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(TRANSPORT_WORDS);
  });

  it("the bell's delete with the connection dropped", async () => {
    server.use(http.delete('*/api/user_notifications/:id', () => HttpResponse.error()));
    await signInAs('capitan.incompleto');
    renderPage(<NotificationBell />, '/dashboard');
    const bell = () => screen.getByRole('button', { name: /^Notificaciones/ });
    await waitFor(() => expect(bell()).toHaveAccessibleName(/sin leer/));
    const user = userEvent.setup();
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await user.click(within(dialog).getAllByRole('button', { name: /^Eliminar notificación/ })[0]!);
    await waitFor(() => expect(toasts.value.map((t) => t.message)).toContain(UNREACHABLE));
    expect(toasts.value.map((t) => t.message).join(' ')).not.toMatch(TRANSPORT_WORDS);
  });
});
