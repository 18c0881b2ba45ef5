import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { membersOf, registrationOf, userById } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import ParticipantsPage from '@/features/members/admin/participants-page';
import { toast, toasts } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const TEST_TIMEOUT = 30_000;
const PATH = href('teamMembers');
const table = () => screen.findByRole('table', { name: 'Participantes' });
const toastDuration = (message: string) => toasts.value.find((t) => t.message === message)?.duration;

/** The current competition's participants as the seed stores them. */
const participants = () => {
  const current = currentCompetition(db())!.id;
  return db().teamMembers.filter((m) => registrationOf(db(), m.team_id, current));
};

beforeEach(() => toast.clear());

describe('team-members (Participantes)', { timeout: TEST_TIMEOUT }, () => {
  it("lists the current competition's participants, with their team's size, ten per page", async () => {
    await signInAs('clientAdmin');
    renderScreen(<ParticipantsPage title="Participantes" />, PATH);
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    const pages = Math.ceil(participants().length / 10);
    expect(screen.getByText(`Página 1 de ${pages}`)).toBeInTheDocument();
    for (const header of ['Nombre', 'DNI', 'Equipo', 'Estado de la cuenta', 'Acciones']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The rest is in the member's detail, so the list fits 1280 px (issue 21); still filtered and exported.
    for (const header of ['Usuario', 'Miembros del equipo', 'Timonel', 'Categoría', 'Rol']) {
      expect(within(grid).queryByRole('columnheader', { name: header })).not.toBeInTheDocument();
    }
    expect(screen.getByText(`${participants().length} participantes`)).toBeInTheDocument();
  });

  it('filters by helmsman and finds a member by DNI', async () => {
    await signInAs('clientAdmin');
    renderScreen(<ParticipantsPage title="Participantes" />, `${PATH}?timonel=si`);
    const grid = await table();
    const helmsmen = participants().filter((m) => m.is_helmsman).length;
    await waitFor(() => expect(screen.getByText(`Página 1 de ${Math.ceil(helmsmen / 10)}`)).toBeInTheDocument());

    const target = userById(db(), participants().find((m) => m.is_helmsman)!.user_id)!;
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Buscar' }), target.personal_info!.dni);
    expect(await within(grid).findByRole('rowheader', { name: `${target.personal_info!.first_name} ${target.personal_info!.last_name}` })).toBeInTheDocument();
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
  });

  it("removes a member after confirming: 'Miembro eliminado correctamente'", async () => {
    const membership = participants().find((m) => {
      const u = userById(db(), m.user_id)!;
      return u.role_id === 4 && u.status === 'active';
    })!;
    const account = userById(db(), membership.user_id)!;
    const name = `${account.personal_info!.first_name} ${account.personal_info!.last_name}`;
    await signInAs('clientAdmin');
    renderScreen(<ParticipantsPage title="Participantes" />, `${PATH}?buscar=${account.personal_info!.dni}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Quitar ${name}` }));
    const dialog = screen.getByRole('alertdialog', { name: `¿Quitar a ${name} del equipo?` });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar del equipo' }));
    expect(await screen.findByText('Miembro eliminado correctamente')).toBeInTheDocument();
    expect(membersOf(db(), membership.team_id).some((m) => m.user_id === account.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Quitar ${name}` })).not.toBeInTheDocument());
  });

  it("keeps the member and toasts 'Error al eliminar el miembro' for 10 s when removal fails", async () => {
    const membership = participants().find((m) => userById(db(), m.user_id)!.status === 'active')!;
    const account = userById(db(), membership.user_id)!;
    const name = `${account.personal_info!.first_name} ${account.personal_info!.last_name}`;
    server.use(http.delete('*/api/team_members/:id', () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 })));
    await signInAs('clientAdmin');
    renderScreen(<ParticipantsPage title="Participantes" />, `${PATH}?buscar=${account.personal_info!.dni}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Quitar ${name}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitar del equipo' }));
    await waitFor(() => expect(toastDuration('Error al eliminar el miembro')).toBe(10_000));
    expect(membersOf(db(), membership.team_id).some((m) => m.user_id === account.id)).toBe(true);
  });

  it('hides edit and removal for an account not activated yet (SPEC §4)', async () => {
    const membership = participants().find((m) => userById(db(), m.user_id)!.status === 'registered')!;
    const account = userById(db(), membership.user_id)!;
    await signInAs('clientAdmin');
    renderScreen(<ParticipantsPage title="Participantes" />, `${PATH}?buscar=${account.username}`);
    const grid = await table();
    expect(await within(grid).findByText('Registrado')).toBeInTheDocument();
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(within(grid).queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /^Ver equipo/ })).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    await signInAs('clientAdmin');
    let failures = 1;
    server.use(http.get('*/api/team_members', () => (failures-- > 0 ? HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 }) : undefined)));
    renderScreen(<ParticipantsPage title="Participantes" />, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los participantes');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await table()).toBeInTheDocument();
  });
});
