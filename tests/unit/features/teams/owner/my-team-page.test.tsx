import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { INSTITUTION_REQUEST_TITLE } from '@contracts/entities/help-desk';
import { nextId } from '@mocks/db/store';
import { teamById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import MyTeamPage from '@/features/teams/owner/my-team-page';
import { toast, toasts } from '@/ui/toast-store';
import { fakeTimerUser, useFakeTimers } from '../../../ui/fake-timers';
import { renderPage, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const PATH = href('myTeam');
const teamOf = (username: string) => teamById(db(), userByUsername(db(), username)!.team_id!)!;
const clubName = (id: number) => db().institutions.find((i) => i.id === id)!.name;
const nameField = () => screen.getByRole('textbox', { name: /Nombre del equipo/ });
const facts = () => screen.getByRole('heading', { name: 'Datos del equipo' }).closest('section')!;
/** The team's facts once they are on screen. */
const findFacts = async () => (await screen.findByRole('heading', { name: 'Datos del equipo' })).closest('section')!;

async function open(username: string, hash = '') {
  await signInAs(username);
  window.history.replaceState(null, '', `${PATH}${hash}`);
  const view = renderPage(<MyTeamPage title="Equipo" />, PATH);
  await screen.findByRole('heading', { name: /Datos del equipo|Editar equipo/ });
  return view;
}

/** Opens the page as the owner of the complete team, once it is ready to edit. */
async function openAsOwner(hash = '') {
  const view = await open('capitan.completo', hash);
  if (hash === '#edit') await screen.findByRole('textbox', { name: /Nombre del equipo/ });
  else await screen.findByRole('link', { name: 'Editar' });
  return view;
}

/** Records the bodies sent to one method and path of the API. */
function spyRequests(method: string, path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === `/api${path}`) bodies.push(await request.clone().json());
  });
  return bodies;
}

beforeEach(() => {
  toast.clear();
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});

describe('my-team page, member', () => {
  it('shows name, club and categories read only, with no controls', async () => {
    const team = teamOf('miembro.activo');
    await open('miembro.activo');
    const panel = facts();
    expect(within(panel).getByText(team.name)).toBeInTheDocument();
    expect(within(panel).getByText(clubName(team.institution_id))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('stays read only even when the address asks for #edit', async () => {
    await open('miembro.activo', '#edit');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('names the categories in Spanish', async () => {
    const team = teamOf('miembro.activo');
    team.category_ids = [1, 2, 3];
    await open('miembro.activo');
    const list = within(facts()).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Menor', 'Dama', 'Familia']);
  });
});

describe('my-team page, owner', () => {
  it("opens the edit view under #edit with the team's values, focus in the name", async () => {
    const team = teamOf('capitan.completo');
    await openAsOwner();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Editar' }));

    expect(window.location.hash).toBe('#edit');
    expect(await screen.findByRole('heading', { name: 'Editar equipo' })).toBeInTheDocument();
    expect(nameField()).toHaveValue(team.name);
    await waitFor(() => expect(nameField()).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('button', { name: /Barra pesquera/ })).toHaveTextContent(clubName(team.institution_id)));
  });

  it('sends only the changed name and shows the saved team', async () => {
    const bodies = spyRequests('PATCH', '/teams');
    await openAsOwner('#edit');
    const user = userEvent.setup();
    await user.clear(nameField());
    await user.type(nameField(), 'Los Pejerreyes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('¡Equipo actualizado!')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Los Pejerreyes' }]);
    expect(await within(await findFacts()).findByText('Los Pejerreyes')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Editar' })).toHaveFocus());
  });

  it("says 'No se han realizado cambios' and sends nothing when nothing changed", async () => {
    const bodies = spyRequests('PATCH', '/teams');
    await openAsOwner('#edit');
    await waitFor(() => expect(screen.getByRole('button', { name: /Barra pesquera/ })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se han realizado cambios')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Editar equipo' })).toBeInTheDocument();
  });

  it('validates the name 500 ms after typing stops', async () => {
    await openAsOwner('#edit');
    const restore = useFakeTimers();
    try {
      const user = fakeTimerUser();
      await user.clear(nameField());
      await user.type(nameField(), 'ab');
      expect(nameField()).not.toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
      act(() => void vi.advanceTimersByTime(500));
      expect(nameField()).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
    } finally {
      restore();
    }
  });

  it('asks for the required fields when the name is emptied', async () => {
    await openAsOwner('#edit');
    const user = userEvent.setup();
    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, rellene todos los campos requeridos');
    expect(nameField()).toHaveAccessibleDescription('Este campo es obligatorio');
  });

  it('keeps the input and says to try again when the update fails', async () => {
    server.use(http.patch('*/api/teams', () => HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 })));
    await openAsOwner('#edit');
    const user = userEvent.setup();
    await user.clear(nameField());
    await user.type(nameField(), 'Los Pejerreyes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al actualizar el equipo, intente nuevamente')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Los Pejerreyes');
    expect(window.location.hash).toBe('#edit');
  });

  it('cancel leaves the edit view without saving', async () => {
    const bodies = spyRequests('PATCH', '/teams');
    await openAsOwner('#edit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Datos del equipo' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('blocks editing while a request for a new club is pending', async () => {
    const owner = userByUsername(db(), 'capitan.completo')!;
    const now = new Date().toISOString();
    db().helpDeskTickets.push({
      ...db().helpDeskTickets[0]!,
      id: nextId(db().helpDeskTickets),
      user_id: owner.id,
      title: INSTITUTION_REQUEST_TITLE,
      status: 'pending',
      created_at: now,
      updated_at: now,
      closed_at: null,
      response: null,
      response_method: null,
      responded_by: null,
      admin_comment: null,
    });
    await open('capitan.completo', '#edit');
    expect(await screen.findByText(/Hasta que se resuelva no podés editar el equipo/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('says the team could not be loaded and offers to retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/teams', () => (fail ? HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 }) : undefined)),
    );
    await signInAs('capitan.completo');
    renderPage(<MyTeamPage title="Equipo" />, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los datos del equipo');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Datos del equipo' })).toBeInTheDocument();
  });
});

describe('my-team page, family category', () => {
  it('lets the owner of a team of 3 switch the family category on', async () => {
    const bodies = spyRequests('PATCH', '/teams/categories/family');
    const team = teamOf('capitan.completo');
    team.category_ids = team.category_ids.filter((c) => c !== 3);
    await open('capitan.completo');
    const toggle = screen.getByRole('checkbox', { name: /Categoría familia/ });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(bodies).toEqual([{ is_family: true }]);
    expect(await within(await findFacts()).findByText('Familia')).toBeInTheDocument();
  });

  it('offers no toggle while the team does not have exactly 3 members', async () => {
    await open('capitan.incompleto');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/cuando el equipo tenga exactamente 3 miembros/)).toBeInTheDocument();
  });

  it('says the category could not be updated when the call fails', async () => {
    server.use(http.patch('*/api/teams/categories/family', () => HttpResponse.error()));
    await open('capitan.completo');
    const toggle = screen.getByRole('checkbox', { name: /Categoría familia/ });
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Hubo un error al actualizar la categoría del equipo.')).toBeInTheDocument();
    expect((toggle as HTMLInputElement).checked).toBe(before);
    expect(toasts.value.at(-1)).toMatchObject({ type: 'error' });
  });

  it("shows the server's reason when it refuses the change", async () => {
    server.use(
      http.patch('*/api/teams/categories/family', () =>
        HttpResponse.json({ statusCode: 422, message: 'La categoría familia requiere exactamente 3 miembros' }, { status: 422 }),
      ),
    );
    await open('capitan.completo');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Categoría familia/ }));
    expect(await screen.findByText('La categoría familia requiere exactamente 3 miembros')).toBeInTheDocument();
  });
});

describe('my-team page without a team (issue 21)', () => {
  it('tells a team-less owner there is no team yet and offers to create one, instead of a load error', async () => {
    await signInAs('capitan.sinequipo');
    renderPage(<MyTeamPage title="Equipo" />, PATH);
    expect(await screen.findByRole('heading', { name: 'Todavía no tenés un equipo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear equipo' })).toHaveAttribute('href', href('createTeam'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
