import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { boatOf, membersOf, teamById, userById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import MyBoatPage from '@/features/boats/owner/my-boat-page';
import HomePage from '@/features/home/home-page';
import MyMembersPage from '@/features/members/owner/my-members-page';
import DeleteTeamPage from '@/features/teams/owner/delete-team-page';
import MyTeamPage from '@/features/teams/owner/my-team-page';
import { NOT_OWNER_NOTE } from '@/lib/team/team-ownership';
import { renderScreen, signInAs } from './support';
import { href } from '@/lib/routing/routes';

/**
 * docs/decisions/0009: an account with the owner role that an admin linked to someone
 * else's team (demo account capitan.sumado) sees the team's screens read only, like a
 * member, and is offered no change the server would refuse.
 */
const LINKED = 'linkedOwnerRole';
const linkedTeam = () => {
  const linked = userByUsername(db(), 'capitan.sumado')!;
  const team = teamById(db(), linked.team_id!)!;
  return { linked, team, owner: userById(db(), team.owner_id)! };
};
const fullName = (userId: number) => {
  const info = userById(db(), userId)!.personal_info!;
  return `${info.first_name} ${info.last_name}`;
};

describe('an account with the owner role that does not own its team', () => {
  it('reads the team screen without Editar or the family switch, and is told why', async () => {
    const { team } = linkedTeam();
    await signInAs(LINKED);
    renderScreen(<MyTeamPage title="Equipo" />, `${href('myTeam')}#edit`);
    const panel = (await screen.findByRole('heading', { name: 'Datos del equipo' })).closest('section')!;
    expect(within(panel).getByText(team.name)).toBeInTheDocument();
    expect(screen.getByText(NOT_OWNER_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nombre del equipo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Categoría familia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads the boat without Editar embarcación, even at #edit', async () => {
    const { team } = linkedTeam();
    await signInAs(LINKED);
    renderScreen(<MyBoatPage title="Embarcación" />, `${href('myBoat')}#edit`);
    expect(await screen.findByText(boatOf(db(), team.id)!.name)).toBeInTheDocument();
    expect(screen.getByText(NOT_OWNER_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar embarcación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reads the members without add, edit or remove, and the badge names the real owner', async () => {
    const { linked, owner, team } = linkedTeam();
    await signInAs(LINKED);
    renderScreen(<MyMembersPage title="Miembros" />, `${href('myMembers')}#create`);
    const list = await screen.findByRole('list', { name: 'Miembros del equipo' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(membersOf(db(), team.id).length);
    expect(screen.getByText(NOT_OWNER_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agregar miembro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Agregar miembro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Quitar a/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar a/ })).not.toBeInTheDocument();
    // Both have the owner role; only the account that created the team is its owner.
    expect(within(screen.getByRole('article', { name: fullName(owner.id) })).getByText('Dueño del equipo')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: fullName(linked.id) })).queryByText('Dueño del equipo')).not.toBeInTheDocument();
  });

  it('is told on delete-team that only the owner deletes the team, with no delete button', async () => {
    await signInAs(LINKED);
    renderScreen(<DeleteTeamPage title="Eliminar equipo" />, href('deleteTeam'));
    expect(await screen.findByRole('heading', { name: 'Solo el dueño del equipo puede eliminarlo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar equipo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });

  it("sees the member's home instead of the owner's checklist", async () => {
    await signInAs(LINKED);
    renderScreen(<HomePage />, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Qué sigue' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Tu inscripción/ })).not.toBeInTheDocument();
  });

  it("gets no 'Eliminar Equipo' nor 'Salir del Equipo' in the menu, while the team's owner gets 'Eliminar Equipo'", async () => {
    await signInAs(LINKED);
    const view = renderScreen(<DashboardLayout>contenido</DashboardLayout>, '/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const menu = within(nav);
    expect(menu.getByRole('link', { name: 'Miembros' })).toBeInTheDocument();
    // The menu is busy until the team is read; check once it has settled.
    expect(nav).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(nav).not.toHaveAttribute('aria-busy'));
    expect(menu.queryByRole('link', { name: 'Eliminar Equipo' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Salir del Equipo' })).not.toBeInTheDocument();
    view.unmount();

    await signInAs(linkedTeam().owner);
    renderScreen(<DashboardLayout>contenido</DashboardLayout>, '/dashboard');
    expect(await within(await screen.findByRole('navigation', { name: 'Menú principal' })).findByRole('link', { name: 'Eliminar Equipo' })).toBeInTheDocument();
  });
});

describe("the team's owner, for comparison", () => {
  it('still gets Editar on the team screen, without the note', async () => {
    await signInAs(linkedTeam().owner);
    renderScreen(<MyTeamPage title="Equipo" />, href('myTeam'));
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_OWNER_NOTE)).not.toBeInTheDocument();
  });
});
