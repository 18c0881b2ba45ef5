import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { formatDateTime } from '@/lib/format/format';
import NotificationsPage from '@/features/notifications/admin/notifications-page';
import { toast } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const TEST_TIMEOUT = 30_000;
const serverError = () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 });

async function openPage() {
  await signInAs('systemAdmin');
  return renderScreen(<NotificationsPage title="Notificaciones" />, href('notifications'));
}

beforeEach(() => toast.clear());

describe('notifications management (system admin)', { timeout: TEST_TIMEOUT }, () => {
  it('shows whether the scheduled notifications run, and switching them off and on is kept by the server', async () => {
    db().settings.scheduled_notifications_running = true;
    await openPage();
    const toggle = await screen.findByRole('switch', { name: 'Notificaciones programadas activadas' });
    expect(toggle).toBeChecked();
    const user = userEvent.setup();
    await user.click(toggle);
    const off = await screen.findByRole('switch', { name: 'Notificaciones programadas desactivadas' });
    expect(off).not.toBeChecked();
    expect(db().settings.scheduled_notifications_running).toBe(false);
    await user.click(off);
    await screen.findByRole('switch', { name: 'Notificaciones programadas activadas' });
    expect(db().settings.scheduled_notifications_running).toBe(true);
  });

  it("keeps the shown state and says 'Error al actualizar el estado' when the toggle fails", async () => {
    server.use(http.post('*/api/notifications/scheduled/toggle', serverError));
    await openPage();
    const toggle = await screen.findByRole('switch', { name: /^Notificaciones programadas/ });
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Error al actualizar el estado')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Notificaciones programadas/ })).toHaveProperty('checked', before);
  });

  it('shows when the start reminder was last sent, asks before sending, and shows the new date after', async () => {
    const previous = '2026-10-01T15:30:00.000Z';
    db().settings.last_competition_start_reminder = previous;
    await openPage();
    expect(await screen.findByText(`Último envío: ${formatDateTime(previous)}`)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar el recordatorio de inicio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(db().settings.last_competition_start_reminder).toBe(previous);

    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Recordatorio enviado')).toBeInTheDocument();
    const sent = db().settings.last_competition_start_reminder!;
    expect(sent).not.toBe(previous);
    await waitFor(() => expect(screen.getByText(`Último envío: ${formatDateTime(sent)}`)).toBeInTheDocument());
  });

  it("says so when no start reminder was sent yet, and 'Error al enviar el recordatorio' when sending fails", async () => {
    db().settings.last_competition_start_reminder = null;
    server.use(http.post('*/api/notifications/start-reminder', serverError));
    await openPage();
    expect(await screen.findByText('Todavía no se envió ningún recordatorio de inicio.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Error al enviar el recordatorio')).toBeInTheDocument();
  });

  it('links to the per-team notifications', async () => {
    const { history } = await openPage();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ver notificaciones por equipo' }));
    expect(history.at(-1)).toBe(href('notificationsTeams'));
  });
});
