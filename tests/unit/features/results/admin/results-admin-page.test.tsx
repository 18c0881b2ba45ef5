import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db/store';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { toast, toasts as toastList } from '@/ui/toast-store';
import { acceptedTeams, answerWith, current, FORM_TEST_TIMEOUT, finished, renderResults } from './support';
import { signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

/** The page loads the competition, its results and three lists through the in-process mock: on a busy 2-core CI machine that can take over Testing Library's default second. */
const LOADED = { timeout: 5000 };

const toasts = () => toastList.value.map((t) => t.message);

describe('admin results manager', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('shows the competition and its three tables, each with an add button while something is free', async () => {
    await signInAs('clientAdmin');
    renderResults(current().id);
    expect(await screen.findByRole('table', { name: 'Clasificación general' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pieza mayor' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Categorías' })).toBeInTheDocument();
    expect(screen.getByText(current().name)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Agregar resultado general' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar pieza mayor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar resultado por categoría' })).toBeInTheDocument();
    // Issue 31: the empty page stacked three disabled exports and three pagers. An empty table
    // shows its empty state alone.
    expect(screen.getByText('Todavía no hay puestos cargados.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay piezas cargadas.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay categorías cargadas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Paginación/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filas por página/ })).not.toBeInTheDocument();
    // The current competition has no results yet: nothing to share by WhatsApp (issue 22).
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("shares a finished competition's podium by WhatsApp (issue 22)", async () => {
    await signInAs('clientAdmin');
    renderResults(finished().id);
    const link = await screen.findByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' }, LOADED);
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain(`Resultados de ${finished().name}`);
  });

  it('hides the overall add button once the 15 positions are assigned, and keeps the others', async () => {
    await signInAs('clientAdmin');
    renderResults(finished().id);
    const overall = await screen.findByRole('table', { name: 'Clasificación general' }, LOADED);
    expect(within(overall).getAllByRole('row')).toHaveLength(16);
    // Read and printed whole: each table exports, none is paged ('Filas por página' showed its placeholder, issue 31).
    expect(screen.getAllByRole('button', { name: 'Exportar CSV' })).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: /Paginación/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Agregar pieza mayor' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar resultado general' })).not.toBeInTheDocument();
  });

  it('hides the overall add button when every team is placed, though positions remain', async () => {
    await signInAs('clientAdmin');
    const teams = acceptedTeams(current().id).slice(0, 3);
    server.use(http.get('*/api/teams/accepted', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: teams })));
    teams.forEach((team, i) =>
      db().overallResults.push({
        id: 9000 + i,
        competition_id: current().id,
        team_id: team.id,
        final_position: i + 1,
        total_points: 100 - i,
        species_count: 1,
        pieces_count: 1,
        created_at: current().end_date,
        updated_at: current().end_date,
      }),
    );
    renderResults(current().id);
    expect(await screen.findByRole('button', { name: 'Agregar pieza mayor' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar resultado general' })).not.toBeInTheDocument();
  });

  it('hides the biggest-fish add button when every species has one, and the category one when every team has every category', async () => {
    await signInAs('clientAdmin');
    const c = current();
    const team = acceptedTeams(c.id)[0]!;
    const stamp = { created_at: c.end_date, updated_at: c.end_date };
    db().fishSpecies.forEach((species, i) =>
      db().biggestFishResults.push({ id: 9000 + i, competition_id: c.id, team_id: team.id, participant_id: team.members[0]!.user_id, fish_species_id: species.id, size_cm: 50, points: 500, ...stamp }),
    );
    let id = 9000;
    for (const t of acceptedTeams(c.id)) {
      for (const category of db().categories) {
        db().categoryResults.push({ id: id++, competition_id: c.id, team_id: t.id, category_id: category.id, points: 1, species_count: 1, pieces_count: 1, ...stamp });
      }
    }
    renderResults(c.id);
    expect(await screen.findByRole('button', { name: 'Agregar resultado general' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar pieza mayor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar resultado por categoría' })).not.toBeInTheDocument();
  });

  it('goes back to the competitions with the SPEC message for an id that is not a number or not a competition', async () => {
    await signInAs('clientAdmin');
    const invalid = renderResults('abc');
    expect(await screen.findByText('No se encontró la competencia.')).toBeInTheDocument();
    expect(invalid.history.at(-1)).toBe(href('competitions'));
    invalid.unmount();
    toast.clear();

    const unknown = renderResults(999);
    await waitFor(() => expect(unknown.history.at(-1)).toBe(href('competitions')));
    expect(toasts()).toContain('No se encontró la competencia.');
  });

  it("says the results could not be loaded ('Error al cargar los resultados') and loads them on Reintentar", async () => {
    await signInAs('clientAdmin');
    let fail = true;
    server.use(http.get('*/api/competitions/:id/results', () => (fail ? HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 }) : undefined)));
    renderResults(current().id);
    expect(await screen.findByText('Error al cargar los resultados', { exact: false })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Clasificación general' }, LOADED)).toBeInTheDocument();
  });
});

describe('deleting a result', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('asks first, then deletes the row and says so', async () => {
    await signInAs('clientAdmin');
    renderResults(finished().id);
    const user = userEvent.setup();
    const third = db().overallResults.find((r) => r.competition_id === finished().id && r.final_position === 3)!;
    const team = db().teams.find((t) => t.id === third.team_id)!;
    const name = `Eliminar el puesto 3 (${team.name})`;
    await user.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar resultado' });
    expect(dialog).toHaveTextContent(`¿Eliminar el 3.º puesto de ${team.name}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar resultado' }));
    await waitFor(() => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument());
    expect(toasts()).toContain('Resultado eliminado correctamente');
    expect(db().overallResults.some((r) => r.id === third.id)).toBe(false);
    // A position is free again: the overall add button is back.
    expect(await screen.findByRole('button', { name: 'Agregar resultado general' }, LOADED)).toBeInTheDocument();
  });

  it('keeps the row when the admin cancels', async () => {
    await signInAs('clientAdmin');
    renderResults(finished().id);
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('button', { name: /^Eliminar la pieza mayor de / });
    await user.click(first!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar resultado' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db().biggestFishResults.filter((r) => r.competition_id === finished().id)).toHaveLength(6);
  });

  it("says 'Error al eliminar el resultado de categoría' when the server refuses", async () => {
    await signInAs('clientAdmin');
    answerWith('delete', '/competitions/top-category-results/:id', 404, 'Resultado no encontrado');
    renderResults(finished().id);
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('button', { name: /^Eliminar .+ de la categoría / });
    await user.click(first!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar resultado' }));
    await waitFor(() => expect(toasts()).toContain('Error al eliminar el resultado de categoría'));
  });
});
