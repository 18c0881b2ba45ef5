import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db/store';
import { toasts } from '@/ui/toast-store';
import { signInAs } from '../../support';
import { acceptedTeams, answerWith, choose, current, FORM_TEST_TIMEOUT, finished, openDialog, optionsOf, renderResults, teamLabel } from './support';
import { recordBodies } from '../../support';

const toastTexts = () => toasts.value.map((t) => t.message);

async function openOn(competitionId: number, name: string) {
  await signInAs('clientAdmin');
  renderResults(competitionId);
  const user = userEvent.setup();
  return { user, dialog: await openDialog(user, name) };
}

describe('overall result dialog', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("asks for a team and a position ('Por favor selecciona un equipo y una posición')", async () => {
    const { user, dialog } = await openOn(current().id, 'Agregar resultado general');
    await user.click(dialog.getByRole('button', { name: 'Guardar resultado' }));
    expect(dialog.getAllByText('Por favor selecciona un equipo y una posición').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog', { name: 'Agregar resultado general' })).toBeInTheDocument();
  });

  it('offers only free positions and teams not yet placed', async () => {
    const c = finished();
    const third = db().overallResults.find((r) => r.competition_id === c.id && r.final_position === 3)!;
    db().overallResults.splice(db().overallResults.indexOf(third), 1);
    const { user, dialog } = await openOn(c.id, 'Agregar resultado general');
    expect((await optionsOf(user, dialog, 'Puesto')).map((o) => o.name)).toEqual(['3.º puesto']);
    const placed = new Set(db().overallResults.filter((r) => r.competition_id === c.id).map((r) => r.team_id));
    const offered = (await optionsOf(user, dialog, 'Equipo')).map((o) => o.name);
    expect(offered).toEqual(acceptedTeams(c.id).filter((t) => !placed.has(t.id)).map(teamLabel));
    expect(offered).toContain(teamLabel(acceptedTeams(c.id).find((t) => t.id === third.team_id)!));
  });

  it('refuses a negative number with the SPEC §5 minimum', async () => {
    const { user, dialog } = await openOn(current().id, 'Agregar resultado general');
    await user.type(dialog.getByRole('textbox', { name: /^Puntos/ }), '-5');
    await user.tab();
    expect(await dialog.findByText('Debe ser al menos 0')).toBeInTheDocument();
  });

  it('saves the result, closes and shows the new row', async () => {
    const team = acceptedTeams(current().id)[0]!;
    const bodies = recordBodies('post', '/competitions/competition-results');
    const { user, dialog } = await openOn(current().id, 'Agregar resultado general');
    await choose(user, dialog, 'Equipo', teamLabel(team));
    await choose(user, dialog, 'Puesto', '2.º puesto');
    await user.type(dialog.getByRole('textbox', { name: /^Puntos/ }), '1520,5');
    await user.type(dialog.getByRole('textbox', { name: /^Especies/ }), '4');
    await user.type(dialog.getByRole('textbox', { name: /^Piezas/ }), '22');
    await user.click(dialog.getByRole('button', { name: 'Guardar resultado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ competition_id: current().id, team_id: team.id, final_position: 2, total_points: 1520.5, total_species: 4, total_pieces: 22 }]);
    expect(toastTexts()).toContain('Resultado creado correctamente');
    const grid = await screen.findByRole('table', { name: 'Clasificación general' });
    expect(await within(grid).findByRole('rowheader', { name: teamLabel(team) })).toBeInTheDocument();
  });

  it("keeps the dialog and the values when the server refuses, with 'Error al crear el resultado' and its reason", async () => {
    answerWith('post', '/competitions/competition-results', 409, 'La posición ya fue asignada');
    const team = acceptedTeams(current().id)[0]!;
    const { user, dialog } = await openOn(current().id, 'Agregar resultado general');
    await choose(user, dialog, 'Equipo', teamLabel(team));
    await choose(user, dialog, 'Puesto', '1.º puesto');
    for (const name of [/^Puntos/, /^Especies/, /^Piezas/]) await user.type(dialog.getByRole('textbox', { name }), '0');
    await user.click(dialog.getByRole('button', { name: 'Guardar resultado' }));
    expect(await dialog.findByText('La posición ya fue asignada')).toBeInTheDocument();
    expect(toastTexts()).toContain('Error al crear el resultado');
    expect(dialog.getByRole('button', { name: /Equipo$/ })).toHaveTextContent(teamLabel(team));
  });
});

describe('biggest fish dialog', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("asks for team, participant and species ('Por favor completa todos los campos requeridos')", async () => {
    const { user, dialog } = await openOn(current().id, 'Agregar pieza mayor');
    await user.click(dialog.getByRole('button', { name: 'Guardar resultado' }));
    expect(dialog.getAllByText('Por favor completa todos los campos requeridos').length).toBeGreaterThanOrEqual(3);
  });

  it("offers the chosen team's members as participants and clears the participant when the team changes", async () => {
    const [first, second] = acceptedTeams(current().id);
    const { user, dialog } = await openOn(current().id, 'Agregar pieza mayor');
    expect(dialog.getByRole('button', { name: /Pescador$/ })).toBeDisabled();
    expect(dialog.getByRole('button', { name: /Pescador$/ })).toHaveAccessibleDescription('Primero elegí el equipo.');

    await choose(user, dialog, 'Equipo', teamLabel(first!));
    // The hint gone, the field still points only at elements that exist (no dangling aria-describedby).
    const describedBy = dialog.getByRole('button', { name: /Pescador$/ }).getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.filter((id) => document.getElementById(id) === null)).toEqual([]);
    expect(dialog.getByRole('button', { name: /Pescador$/ })).not.toHaveAccessibleDescription(/Primero/);
    const members = (m: { first_name: string; last_name: string }) => `${m.first_name} ${m.last_name}`;
    expect((await optionsOf(user, dialog, 'Pescador')).map((o) => o.name)).toEqual(first!.members.map(members));
    await choose(user, dialog, 'Pescador', members(first!.members[1]!));
    expect(dialog.getByRole('button', { name: /Pescador$/ })).toHaveTextContent(members(first!.members[1]!));

    await choose(user, dialog, 'Equipo', teamLabel(second!));
    expect((await optionsOf(user, dialog, 'Pescador')).map((o) => o.name)).toEqual(second!.members.map(members));
    // Back to the first team, the earlier catcher is not chosen any more.
    await choose(user, dialog, 'Equipo', teamLabel(first!));
    expect(dialog.getByRole('button', { name: /Pescador$/ })).toHaveTextContent('Seleccioná una opción');
  });

  it('offers only species without a biggest fish and sends the size with its decimals', async () => {
    const c = finished();
    const taken = new Set(db().biggestFishResults.filter((r) => r.competition_id === c.id).map((r) => r.fish_species_id));
    const free = db().fishSpecies.filter((s) => !taken.has(s.id));
    const team = acceptedTeams(c.id)[0]!;
    const bodies = recordBodies('post', '/competitions/biggest-fish-results');
    const { user, dialog } = await openOn(c.id, 'Agregar pieza mayor');
    expect((await optionsOf(user, dialog, 'Especie')).map((o) => o.name)).toEqual(free.map((s) => s.name));

    await choose(user, dialog, 'Equipo', teamLabel(team));
    await choose(user, dialog, 'Pescador', `${team.members[0]!.first_name} ${team.members[0]!.last_name}`);
    await choose(user, dialog, 'Especie', free[0]!.name);
    await user.type(dialog.getByRole('textbox', { name: /^Medida/ }), '73,25');
    await user.type(dialog.getByRole('textbox', { name: /^Puntos/ }), '735');
    await user.click(dialog.getByRole('button', { name: 'Guardar resultado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { competition_id: c.id, team_id: team.id, participant_id: team.members[0]!.user_id, fish_species_id: free[0]!.id, size_cm: 73.25, points: 735 },
    ]);
    expect(toastTexts()).toContain('Resultado creado correctamente');
  });
});

describe('category result dialog', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("asks for a team and a category ('Por favor selecciona un equipo y una categoría')", async () => {
    const { user, dialog } = await openOn(current().id, 'Agregar resultado por categoría');
    await user.click(dialog.getByRole('button', { name: 'Guardar resultado' }));
    expect(dialog.getAllByText('Por favor selecciona un equipo y una categoría').length).toBeGreaterThanOrEqual(2);
  });

  it('does not let a team take a category it already has a result in', async () => {
    const c = finished();
    const given = db().categoryResults.find((r) => r.competition_id === c.id)!;
    const team = acceptedTeams(c.id).find((t) => t.id === given.team_id)!;
    const category = db().categories.find((k) => k.id === given.category_id)!;
    const { user, dialog } = await openOn(c.id, 'Agregar resultado por categoría');
    expect((await optionsOf(user, dialog, 'Categoría')).every((o) => !o.disabled)).toBe(true);
    await choose(user, dialog, 'Equipo', teamLabel(team));
    const options = await optionsOf(user, dialog, 'Categoría');
    expect(options.find((o) => o.name === category.name)).toEqual({ name: category.name, disabled: true });
  });

  it('clears a chosen category the newly chosen team already has', async () => {
    const c = finished();
    const given = db().categoryResults.find((r) => r.competition_id === c.id)!;
    const holder = acceptedTeams(c.id).find((t) => t.id === given.team_id)!;
    const category = db().categories.find((k) => k.id === given.category_id)!;
    const { user, dialog } = await openOn(c.id, 'Agregar resultado por categoría');
    await choose(user, dialog, 'Categoría', category.name);
    await choose(user, dialog, 'Equipo', teamLabel(holder));
    expect(dialog.getByRole('button', { name: /Categoría$/ })).not.toHaveTextContent(category.name);
  });
});
