import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import LeaveTeamPage from '@/features/teams/owner/leave-team-page';
import { sessionUser } from '@/lib/session/session';
import { toast, toasts } from '@/ui/toast-store';
import { renderPage, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const PATH = href('leaveTeam');

async function openAndConfirm() {
  await signInAs('miembro.activo');
  const view = renderPage(<LeaveTeamPage title="Salir del Equipo" />, PATH);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Salir del equipo' }));
  const dialog = await screen.findByRole('alertdialog', { name: '¿Salir del equipo?' });
  return { ...view, user, dialog };
}

beforeEach(() => toast.clear());

describe('leave-team page', () => {
  it('warns that the account will be deactivated', async () => {
    await signInAs('miembro.activo');
    renderPage(<LeaveTeamPage title="Salir del Equipo" />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Salir del Equipo' })).toBeInTheDocument();
    expect(screen.getByText(/tu cuenta quedará desactivada/)).toBeInTheDocument();
  });

  it('does nothing when the member cancels', async () => {
    const { user, dialog, history } = await openAndConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Salir del equipo' })).toHaveFocus();
    expect(userByUsername(db(), 'miembro.activo')!.status).toBe('active');
    expect(sessionUser.value).not.toBeNull();
    expect(history.at(-1)).toBe(PATH);
  });

  it('leaves the team on confirmation, ends the session and goes to sign-in', async () => {
    const { user, dialog, history } = await openAndConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, salir del equipo' }));

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(screen.getByText('Has dejado el equipo')).toBeInTheDocument();
    expect(sessionUser.value).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(userByUsername(db(), 'miembro.activo')).toMatchObject({ status: 'inactive', team_id: null });
  });

  it('keeps the session and shows a 10 s error toast when leaving fails', async () => {
    server.use(http.delete('*/api/team_members', () => HttpResponse.error()));
    const { user, dialog, history } = await openAndConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, salir del equipo' }));

    expect(await screen.findByText('Ocurrió un error al intentar dejar el equipo.')).toBeInTheDocument();
    expect(toasts.value.at(-1)).toMatchObject({ type: 'error', duration: 10_000 });
    expect(sessionUser.value).not.toBeNull();
    expect(history.at(-1)).toBe(PATH);
  });
});
