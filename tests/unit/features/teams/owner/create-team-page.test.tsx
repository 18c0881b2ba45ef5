import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { teamsEndpoints } from '@contracts/teams';
import { handle } from '@mocks/core/define-handler';
import { ruleBroken } from '@mocks/core/errors';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import CreateTeamPage from '@/features/teams/owner/create-team-page';
import { sessionUser } from '@/lib/session/session';
import { toast } from '@/ui/toast-store';
import { fakeTimerUser, useFakeTimers } from '../../../ui/fake-timers';
import { clubRequester, renderPage, signInAs } from '../../support';
import { errorSummaryBox, summaryErrors } from '../../../ui/error-summary-queries';
import { href } from '@/lib/routing/routes';

const PATH = href('createTeam');
const renderCreateTeam = () => renderPage(<CreateTeamPage title="Crear Equipo" />, PATH);
const nameField = () => screen.getByRole('textbox', { name: /Nombre del equipo/ });
const clubButton = () => screen.getByRole('button', { name: /Barra pesquera/ });
const submitButton = () => screen.getByRole('button', { name: 'Crear equipo' });
const firstClub = () => [...db().institutions].sort((a, b) => a.name.localeCompare(b.name, 'es'))[0]!;

async function chooseClub(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(clubButton());
  await user.click(await screen.findByRole('option', { name }));
}

/** Renders the page for the seeded owner without a team, once the clubs have loaded. */
async function openAsOwnerWithoutTeam() {
  await signInAs('capitan.sinequipo');
  const view = renderCreateTeam();
  await waitFor(() => expect(clubButton()).toBeEnabled());
  await waitFor(() => expect(submitButton()).toBeEnabled());
  return view;
}

beforeEach(() => {
  toast.clear();
});

describe('create-team page', () => {
  it('creates the team, stores the new tokens with the teamId claim and opens my-team', async () => {
    const { history } = await openAsOwnerWithoutTeam();
    const user = userEvent.setup();
    await user.type(nameField(), '  Los Surubíes  ');
    await chooseClub(user, firstClub().name);
    await user.click(submitButton());

    await waitFor(() => expect(history.at(-1)).toBe(href('myTeam')));
    const team = db().teams.find((t) => t.name === 'Los Surubíes');
    expect(team).toMatchObject({ institution_id: firstClub().id });
    expect(sessionUser.value?.teamId).toBe(team!.id);
    expect(localStorage.getItem('accessToken')).toBeTruthy();
    expect(screen.getByText('¡Equipo creado!')).toBeInTheDocument();
  });

  it('validates the name 500 ms after typing stops, and at once on blur', async () => {
    await openAsOwnerWithoutTeam();
    const restore = useFakeTimers();
    try {
      const user = fakeTimerUser();
      await user.type(nameField(), 'ab');
      expect(screen.queryByText('Debe tener al menos 3 caracteres')).not.toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(499));
      expect(screen.queryByText('Debe tener al menos 3 caracteres')).not.toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1));
      expect(screen.getByText('Debe tener al menos 3 caracteres')).toBeInTheDocument();

      await user.clear(nameField());
      await user.tab();
      expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows errors only on the fields the user touched', async () => {
    await openAsOwnerWithoutTeam();
    const user = userEvent.setup();
    await user.type(nameField(), 'ab');
    await user.click(screen.getByText('Elegí el nombre del equipo y la barra pesquera a la que representa.'));
    expect(nameField()).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
    expect(clubButton()).not.toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
  });

  it("asks for every required field on an empty submit and sends nothing", async () => {
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') requests++;
    });
    await openAsOwnerWithoutTeam();
    await userEvent.setup().click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, rellene todos los campos requeridos');
    expect(nameField()).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(await errorSummaryBox()).toHaveFocus();
    expect(await summaryErrors()).toEqual(['Nombre del equipo: Este campo es obligatorio', 'Barra pesquera: Este campo es obligatorio']);
    expect(requests).toBe(0);
    server.events.removeAllListeners();
  });

  it('keeps the input and says to try again when the server fails', async () => {
    server.use(http.post('*/api/teams', () => HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 })));
    const { history } = await openAsOwnerWithoutTeam();
    const user = userEvent.setup();
    await user.type(nameField(), 'Los Dorados');
    await chooseClub(user, firstClub().name);
    await user.click(submitButton());

    expect(await screen.findByText('Error al crear el equipo, intente nuevamente')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Los Dorados');
    expect(clubButton()).toHaveTextContent(firstClub().name);
    expect(history.at(-1)).toBe(PATH);
    expect(sessionUser.value?.teamId ?? null).toBeNull();
  });

  it("shows the server's own message when it refuses the team", async () => {
    server.use(handle(teamsEndpoints.create, () => Promise.reject(ruleBroken('Ya tenés un equipo'))));
    await openAsOwnerWithoutTeam();
    const user = userEvent.setup();
    await user.type(nameField(), 'Los Dorados');
    await chooseClub(user, firstClub().name);
    await user.click(submitButton());
    expect(await screen.findByText('Ya tenés un equipo')).toBeInTheDocument();
  });

  it('sends one request however often the button is pressed', async () => {
    let calls = 0;
    let release = () => {};
    server.use(
      http.post('*/api/teams', async () => {
        calls++;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 });
      }),
    );
    await openAsOwnerWithoutTeam();
    const user = userEvent.setup();
    await user.type(nameField(), 'Los Dorados');
    await chooseClub(user, firstClub().name);
    await user.click(submitButton());
    await user.click(submitButton());
    await user.keyboard('{Enter}');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    release();
    await screen.findByText('Error al crear el equipo, intente nuevamente');
    expect(calls).toBe(1);
  });

  it('links to the club request form', async () => {
    await openAsOwnerWithoutTeam();
    expect(screen.getByRole('link', { name: '¿No encontrás tu barra pesquera? Solicitala' })).toHaveAttribute(
      'href',
      href('requestInstitution'),
    );
  });

  it('blocks the form while a request for a new club is pending', async () => {
    await signInAs(clubRequester());
    renderCreateTeam();
    const notice = await screen.findByRole('heading', { name: 'Solicitud de barra pesquera pendiente' });
    expect(notice.closest('section')).toHaveTextContent('Hasta que se resuelva no podés crear el equipo.');
    expect(nameField()).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Solicitala/ })).not.toBeInTheDocument();
    within(document.body).getByRole('heading', { level: 1, name: 'Crear Equipo' });
  });
});
