import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { membersOf, userById } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import MemberAddPage from '@/features/members/admin/member-add-page';
import { toast, toasts } from '@/ui/toast-store';
import { recordBodies, renderScreen, signInAs } from '../../support';
import { choose, fillMember, textbox } from '../owner/support';
import { href } from '@/lib/routing/routes';

/** Filling the react-aria fields of the member form in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 30_000;

const toastDuration = (message: string) => toasts.value.find((t) => t.message === message)?.duration;
const submit = () => screen.getByRole('button', { name: 'Agregar miembro' });
const roleButton = () => screen.getByRole('button', { name: /\bRol\b/ });

/** A seeded team with only its owner: room for two more. */
const teamWithRoom = () => db().teams.find((t) => membersOf(db(), t.id).length === 1)!;

async function openForm(teamId: number) {
  await signInAs('clientAdmin');
  const view = renderScreen(<MemberAddPage title="Agregar participante" />, `${href('teamMemberAdd')}?teamId=${teamId}`);
  await screen.findByRole('heading', { level: 2, name: /Nuevo participante/ });
  return view;
}

beforeEach(() => toast.clear());

describe('team-members/add', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('offers only the primary and invited user roles, primary by default', async () => {
    await openForm(teamWithRoom().id);
    expect(roleButton()).toHaveTextContent('Dueño de equipo');
    const user = userEvent.setup({ delay: null });
    await user.click(roleButton());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Dueño de equipo', 'Miembro de equipo']);
  });

  it('adds a licensed helmsman with the chosen role, shows the credentials once and offers the form for the next member', async () => {
    const team = teamWithRoom();
    await openForm(team.id);
    const bodies = recordBodies('post', '/team_members/admin/register');
    const user = userEvent.setup({ delay: null });
    await fillMember(user, { helmsman: true, licence: 'PNA-777001' });
    await choose(user, /\bRol\b/, 'Miembro de equipo');
    await user.click(submit());

    expect(await screen.findByText('¡Miembro agregado al equipo!')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ team_id: team.id, role_id: 4, is_helmsman: true, licence_number: 'PNA-777001' })]);
    const added = membersOf(db(), team.id).find((m) => m.is_helmsman)!;
    const account = userById(db(), added.user_id)!;
    expect(account.role_id).toBe(4);
    const panel = screen.getByRole('region', { name: 'Credenciales del nuevo participante' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(panel).getByText(account.username)).toBeInTheDocument();
    expect(within(panel).getByText(account.password)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copiar contraseña de Lucía Fernández' })).toBeInTheDocument();
    // The team now has 2 of 3: an empty form for the third.
    expect(await screen.findByRole('heading', { level: 2, name: 'Nuevo participante (2/3 en el equipo)' })).toBeInTheDocument();
    expect(textbox(/^DNI/)).toHaveValue('');
  });

  it("requires a licence for the helmsman ('Se necesita licencia para ser timonel') and sends nothing", async () => {
    await openForm(teamWithRoom().id);
    const bodies = recordBodies('post', '/team_members/admin/register');
    const user = userEvent.setup({ delay: null });
    await fillMember(user, { helmsman: true });
    await user.click(submit());
    await waitFor(() => expect(textbox(/^Número de licencia de pesca/)).toHaveAccessibleDescription(/Se necesita licencia para ser timonel/));
    expect(bodies).toEqual([]);
  });

  it('says that ticking the helmsman box hands the role over from the current helmsman', async () => {
    const team = teamWithRoom();
    const owner = membersOf(db(), team.id)[0]!;
    owner.is_helmsman = true;
    userById(db(), owner.user_id)!.personal_info!.licence_number = 'PNA-100200';
    await openForm(team.id);
    await userEvent.setup({ delay: null }).click(screen.getByRole('checkbox', { name: 'Es el timonel del equipo' }));
    const name = `${userById(db(), owner.user_id)!.personal_info!.first_name} ${userById(db(), owner.user_id)!.personal_info!.last_name}`;
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Es el timonel del equipo' })).toHaveAccessibleDescription(new RegExp(`${name} es el timonel actual`)),
    );
  });

  it('shows a licence in use on the field and in a 10 s toast, keeping the input', async () => {
    await openForm(teamWithRoom().id);
    const taken = db().users.find((u) => u.personal_info?.licence_number)!.personal_info!.licence_number!;
    const user = userEvent.setup({ delay: null });
    await fillMember(user, { helmsman: true, licence: taken });
    await user.click(submit());
    await waitFor(() => expect(toastDuration('Este número de licencia ya está en uso.')).toBe(10_000));
    expect(textbox(/^Número de licencia de pesca/)).toHaveAccessibleDescription(/Este número de licencia ya está en uso\./);
    expect(textbox(/^DNI/)).toHaveValue('30123456');
    expect(screen.queryByRole('region', { name: /Credenciales/ })).not.toBeInTheDocument();
  });

  it("toasts 'Error al agregar miembro, intente nuevamente' for 10 s when the server fails", async () => {
    await openForm(teamWithRoom().id);
    server.use(http.post('*/api/team_members/admin/register', () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await fillMember(user);
    await user.click(submit());
    expect(await screen.findByText('Error al agregar miembro, intente nuevamente')).toBeInTheDocument();
    expect(toastDuration('Error al agregar miembro, intente nuevamente')).toBe(10_000);
  });

  it("says 'Error: ID de equipo no encontrado' without a teamId and for an unknown team", async () => {
    await signInAs('clientAdmin');
    const first = renderScreen(<MemberAddPage title="Agregar participante" />, href('teamMemberAdd'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: ID de equipo no encontrado');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    first.unmount();
    renderScreen(<MemberAddPage title="Agregar participante" />, `${href('teamMemberAdd')}?teamId=99999`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: ID de equipo no encontrado');
    expect(screen.getByRole('link', { name: 'Volver a los participantes' })).toHaveAttribute('href', href('teamMembers'));
  });

  it('offers no form for a full team', async () => {
    await signInAs('clientAdmin');
    const full = db().teams.find((t) => membersOf(db(), t.id).length === 3)!;
    renderScreen(<MemberAddPage title="Agregar participante" />, `${href('teamMemberAdd')}?teamId=${full.id}`);
    expect(await screen.findByText(/El equipo ya tiene 3 miembros/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
