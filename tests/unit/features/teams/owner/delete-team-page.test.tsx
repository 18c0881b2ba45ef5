import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { teamById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import DeleteTeamPage from '@/features/teams/owner/delete-team-page';
import { sessionUser } from '@/lib/session/session';
import { toast, toasts } from '@/ui/toast-store';
import { renderPage, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const PATH = href('deleteTeam');
const OWNER = 'capitan.incompleto';
const teamName = () => teamById(db(), userByUsername(db(), OWNER)!.team_id!)!.name;

async function openPage() {
  const name = teamName();
  await signInAs(OWNER);
  const view = renderPage(<DeleteTeamPage title="Eliminar Equipo" />, PATH);
  await screen.findByText(new RegExp(`el equipo «${name}»`));
  return { ...view, user: userEvent.setup(), name };
}

/** Through both confirmations. */
async function confirmTwice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Eliminar equipo' }));
  const first = await screen.findByRole('alertdialog', { name: 'Eliminar equipo' });
  await user.click(within(first).getByRole('button', { name: 'Eliminar equipo' }));
  const second = await screen.findByRole('alertdialog', { name: '¿Estás seguro?' });
  await user.click(within(second).getByRole('button', { name: 'Sí, eliminar el equipo' }));
}

beforeEach(() => {
  toast.clear();
});

describe('delete-team page', () => {
  it('names the action on the first confirmation and keeps it apart from the way back (issue 31)', async () => {
    const { user } = await openPage();
    const action = screen.getByRole('button', { name: 'Eliminar equipo' });
    const back = screen.getByRole('link', { name: 'Volver al inicio' });
    // The red action ends the warning; the navigation is its own row after it.
    expect(action.closest('section')).toHaveTextContent('Esta acción no se puede deshacer');
    expect(back.closest('section')).toBeNull();
    await user.click(action);
    const first = await screen.findByRole('alertdialog', { name: 'Eliminar equipo' });
    expect(within(first).queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Eliminar equipo' })).toBeInTheDocument();
  });

  it('a paid, numbered team: says what it would lose and that money is not returned, with no delete button (issue 31)', async () => {
    await signInAs('ownerCompleteTeam');
    renderPage(<DeleteTeamPage title="Eliminar Equipo" />, PATH);
    expect(await screen.findByRole('heading', { name: 'No se puede eliminar un equipo con la inscripción pagada' })).toBeInTheDocument();
    expect(screen.getByText(/Si se eliminara, perdería la inscripción pagada \(\$\s[\d.]+,\d{2}\) y el número de equipo \d+\./)).toBeInTheDocument();
    expect(screen.getByText(/Eliminar el equipo no devuelve dinero/)).toBeInTheDocument();
    expect(screen.queryByText(/sin pagar/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar equipo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir a la organización' })).toHaveAttribute('href', expect.stringContaining(href('help')));
  });

  it('warns, naming the team, before anything happens', async () => {
    const { name } = await openPage();
    expect(screen.getByRole('heading', { name: 'Esta acción no se puede deshacer' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Se eliminarán el equipo «${name}»`))).toBeInTheDocument();
  });

  it('asks a second time and deletes nothing after the first confirmation alone', async () => {
    const { user, name } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Eliminar equipo' }));
    const first = await screen.findByRole('alertdialog', { name: 'Eliminar equipo' });
    await user.click(within(first).getByRole('button', { name: 'Eliminar equipo' }));
    const second = await screen.findByRole('alertdialog', { name: '¿Estás seguro?' });
    expect(second).toHaveTextContent(`Confirmá que querés eliminar el equipo «${name}»`);
    await user.click(within(second).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db().teams.some((t) => t.name === name)).toBe(true);
    expect(screen.getByRole('button', { name: 'Eliminar equipo' })).toHaveFocus();
  });

  it('deletes after both confirmations, refreshes the session without the teamId and opens the dashboard', async () => {
    const { user, name, history } = await openPage();
    expect(sessionUser.value?.teamId).toBeTruthy();
    await confirmTwice(user);

    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(db().teams.some((t) => t.name === name)).toBe(false);
    expect(sessionUser.value).toMatchObject({ username: OWNER });
    expect(sessionUser.value?.teamId ?? null).toBeNull();
  });

  it("shows the server's reason in a 10 s error toast when it refuses", async () => {
    server.use(
      http.delete('*/api/teams', () =>
        HttpResponse.json({ statusCode: 422, message: 'No se puede eliminar un equipo con la inscripción pagada' }, { status: 422 }),
      ),
    );
    const { user, history } = await openPage();
    await confirmTwice(user);
    expect(await screen.findByText('No se puede eliminar un equipo con la inscripción pagada')).toBeInTheDocument();
    expect(toasts.value.at(-1)).toMatchObject({ type: 'error', duration: 10_000 });
    expect(history.at(-1)).toBe(PATH);
  });

  it("says 'Ocurrió un error al intentar eliminar el equipo.' when the call fails", async () => {
    server.use(http.delete('*/api/teams', () => HttpResponse.error()));
    const { user } = await openPage();
    await confirmTwice(user);
    expect(await screen.findByText('Ocurrió un error al intentar eliminar el equipo.')).toBeInTheDocument();
    expect(toasts.value.at(-1)).toMatchObject({ type: 'error', duration: 10_000 });
    expect(sessionUser.value?.teamId).toBeTruthy();
  });
});

describe('delete-team page without a team (issue 21)', () => {
  it('tells a team-less owner there is no team yet and offers to create one, instead of a delete warning', async () => {
    await signInAs('capitan.sinequipo');
    renderPage(<DeleteTeamPage title="Eliminar Equipo" />, PATH);
    expect(await screen.findByRole('heading', { name: 'Todavía no tenés un equipo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear equipo' })).toHaveAttribute('href', href('createTeam'));
    expect(screen.queryByRole('button', { name: 'Eliminar equipo' })).not.toBeInTheDocument();
  });
});
