import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Switch } from 'wouter';
import { membersOf, userById } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import MemberEditPage from '@/features/members/admin/member-edit-page';
import { toast } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { enter, textbox } from '../owner/support';
import { href, routePattern } from '@/lib/routing/routes';

const FORM_TEST_TIMEOUT = 30_000;

/** The page under its route, as the dashboard mounts it (the `:userId` comes from the path). */
const renderEdit = (path: string) =>
  renderScreen(
    <Switch>
      <Route path={routePattern('teamMemberEdit')}>
        <MemberEditPage title="Editar participante" />
      </Route>
    </Switch>,
    path,
  );

/** An activated member of a seeded team who is not its owner. */
function activeMember() {
  const membership = db().teamMembers.find((m) => {
    const user = userById(db(), m.user_id)!;
    return user.role_id === 4 && user.status === 'active';
  })!;
  return { membership, user: userById(db(), membership.user_id)! };
}

beforeEach(() => toast.clear());

describe('team-members/edit/{userId}', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('sends only the changed fields and goes back to the team', async () => {
    const { membership, user: account } = activeMember();
    await signInAs('clientAdmin');
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/api/team_members/:id', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { history } = renderEdit(`${href('teamMemberEdit', { userId: account.id })}?teamId=${membership.team_id}`);
    await screen.findByRole('heading', { level: 2, name: `Editar a ${account.personal_info!.first_name} ${account.personal_info!.last_name}` });
    const user = userEvent.setup({ delay: null });
    await user.clear(textbox(/^Teléfono principal/));
    await enter(user, /^Teléfono principal/, '3415550000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('¡Miembro actualizado!')).toBeInTheDocument();
    expect(bodies).toEqual([{ primary_phone_number: '3415550000' }]);
    expect(userById(db(), account.id)!.personal_info!.primary_phone_number).toBe('3415550000');
    await waitFor(() => expect(history.at(-1)).toBe(href('teamView', { id: membership.team_id })));
  });

  it("says 'Error: ID de usuario no encontrado' for an id that is not one, and requests nothing", async () => {
    await signInAs('clientAdmin');
    renderEdit(href('teamMemberEdit', { userId: 'abc' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: ID de usuario no encontrado');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says 'No se encontró el miembro' for an unknown member", async () => {
    await signInAs('clientAdmin');
    renderEdit(href('teamMemberEdit', { userId: 99999 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró el miembro');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', href('teamMembers'));
  });

  it("says 'Error al cargar los datos del miembro' when the read fails, and retries", async () => {
    const { user: account } = activeMember();
    await signInAs('clientAdmin');
    let failures = 1;
    server.use(http.get('*/api/team_members/:id', () => (failures-- > 0 ? HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 }) : undefined)));
    renderEdit(href('teamMemberEdit', { userId: account.id }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los datos del miembro');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  it('warns about the handover when another member of the team is the helmsman', async () => {
    const team = db().teams.find((t) => membersOf(db(), t.id).some((m) => m.is_helmsman) && membersOf(db(), t.id).some((m) => !m.is_helmsman && userById(db(), m.user_id)!.status === 'active'))!;
    const helmsman = userById(db(), membersOf(db(), team.id).find((m) => m.is_helmsman)!.user_id)!;
    const other = membersOf(db(), team.id).find((m) => !m.is_helmsman && userById(db(), m.user_id)!.status === 'active')!;
    await signInAs('clientAdmin');
    renderEdit(`${href('teamMemberEdit', { userId: other.user_id })}?teamId=${team.id}`);
    const box = await screen.findByRole('checkbox', { name: 'Es el timonel del equipo' });
    await userEvent.setup({ delay: null }).click(box);
    await waitFor(() => expect(box).toHaveAccessibleDescription(new RegExp(`${helmsman.personal_info!.first_name} ${helmsman.personal_info!.last_name} es el timonel actual`)));
  });
});
