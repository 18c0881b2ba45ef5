import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { formMessages } from '@contracts/messages';
import { teamById, userByUsername } from '@mocks/db/queries';
import { CategoryIds } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import TeamEditPage from '@/features/teams/admin/team-edit-page';
import { toast } from '@/ui/toast-store';
import { recordBodies, renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

const FORM_TEST_TIMEOUT = 30_000;

const teamOf = (username: string) => teamById(db(), userByUsername(db(), username)!.team_id!)!;
const nameField = () => screen.getByRole('textbox', { name: /Nombre del equipo/ });
const familyBox = () => screen.getByRole('checkbox', { name: /Categoría familia/ });
const save = () => screen.getByRole('button', { name: 'Guardar' });

async function open(teamId: number | string) {
  await signInAs('clientAdmin');
  const view = renderScreen(
    <Route path={routePattern('teamEdit')}>
      <TeamEditPage title="Editar equipo" />
    </Route>,
    href('teamEdit', { id: teamId }),
  );
  return { ...view, user: userEvent.setup() };
}

const failWith = (method: 'patch' | 'get', path: string, status: number, message: string) =>
  server.use(http[method](`*/api${path}`, () => HttpResponse.json({ statusCode: status, message, data: null }, { status })));

beforeEach(() => toast.clear());

describe('teams/edit/{id} (admin)', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("loads the team's name and club, sends only the changed name, says '¡Equipo actualizado!' and opens the detail", async () => {
    const team = teamOf('capitan.incompleto');
    const { user, history } = await open(team.id);
    expect(await screen.findByRole('textbox', { name: /Nombre del equipo/ })).toHaveValue(team.name);
    const club = db().institutions.find((i) => i.id === team.institution_id)!;
    await waitFor(() => expect(screen.getByRole('button', { name: /Barra pesquera/ })).toHaveTextContent(club.name));
    const sent = recordBodies('patch', `/teams/${team.id}`);
    await user.clear(nameField());
    await user.type(nameField(), 'Los Patíes del Delta');
    await user.click(save());
    expect(await screen.findByText('¡Equipo actualizado!')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Los Patíes del Delta' }]);
    expect(teamById(db(), team.id)!.name).toBe('Los Patíes del Delta');
    expect(history.at(-1)).toBe(href('teamView', { id: team.id }));
  });

  it("says 'No se han realizado cambios' and sends nothing when nothing changed", async () => {
    const team = teamOf('capitan.incompleto');
    const { user } = await open(team.id);
    await screen.findByRole('textbox', { name: /Nombre del equipo/ });
    const sent = recordBodies('patch', `/teams/${team.id}`);
    await user.click(save());
    expect(await screen.findByText(formMessages.noChanges)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps the SPEC §5 name rule', async () => {
    const { user } = await open(teamOf('capitan.incompleto').id);
    await screen.findByRole('textbox', { name: /Nombre del equipo/ });
    await user.clear(nameField());
    await user.type(nameField(), 'ab');
    await user.click(save());
    expect(nameField()).toHaveAccessibleDescription(/Debe tener al menos 3 caracteres/);
  });

  it('offers the family category only at exactly 3 members', async () => {
    await open(teamOf('capitan.incompleto').id);
    expect(await screen.findByRole('checkbox', { name: /Categoría familia/ })).toBeDisabled();
    expect(familyBox()).toHaveAccessibleDescription(/exactamente 3 miembros \(ahora tiene 2\)/);
  });

  it('switches the family category of a team of 3 on at once', async () => {
    const team = teamOf('capitan.completo');
    const wasFamily = team.category_ids.includes(CategoryIds.Family);
    const { user } = await open(team.id);
    const box = await screen.findByRole('checkbox', { name: /Categoría familia/ });
    expect(box).toBeEnabled();
    const sent = recordBodies('patch', `/teams/${team.id}/categories/family`);
    await user.click(box);
    expect(sent).toEqual([{ is_family: !wasFamily }]);
    await waitFor(() => expect(familyBox()).toHaveProperty('checked', !wasFamily));
    expect(teamById(db(), team.id)!.category_ids.includes(CategoryIds.Family)).toBe(!wasFamily);
  });

  it("says 'Hubo un error al actualizar la categoría del equipo.' when the server fails", async () => {
    const team = teamOf('capitan.completo');
    const { user } = await open(team.id);
    const box = await screen.findByRole('checkbox', { name: /Categoría familia/ });
    failWith('patch', `/teams/${team.id}/categories/family`, 500, '');
    await user.click(box);
    expect(await screen.findByText('Hubo un error al actualizar la categoría del equipo.')).toBeInTheDocument();
  });

  it("says 'Error al actualizar categoría familia' when the server refuses, with its reason under the checkbox", async () => {
    const team = teamOf('capitan.completo');
    const { user } = await open(team.id);
    const box = await screen.findByRole('checkbox', { name: /Categoría familia/ });
    // A member leaves between the load and the click: the server counts 2.
    const leaving = db().teamMembers.findIndex((m) => m.team_id === team.id && m.user_id !== team.owner_id);
    db().teamMembers.splice(leaving, 1);
    await user.click(box);
    expect(await screen.findByText('Error al actualizar categoría familia')).toBeInTheDocument();
    await waitFor(() => expect(familyBox()).toHaveAccessibleDescription(/La categoría familia requiere exactamente 3 miembros/));
  });

  it("goes back to the team list with 'No se encontró el equipo.' for an unknown or invalid id", async () => {
    const { history } = await open(999999);
    expect(await screen.findByText('No se encontró el equipo.')).toBeInTheDocument();
    expect(history.at(-1)).toBe(href('teams'));
    toast.clear();
    const other = await open('abc');
    expect(await screen.findAllByText('No se encontró el equipo.')).not.toHaveLength(0);
    expect(other.history.at(-1)).toBe(href('teams'));
  });

  it("says 'Error al obtener el equipo' when the team does not load, and retries", async () => {
    const team = teamOf('capitan.incompleto');
    server.use(http.get(`*/api/teams/${team.id}`, () => HttpResponse.json({ statusCode: 500, message: 'Error', data: null }, { status: 500 }), { once: true }));
    const { user } = await open(team.id);
    expect(await screen.findByText('Error al obtener el equipo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: /Nombre del equipo/ })).toHaveValue(team.name);
  });
});
