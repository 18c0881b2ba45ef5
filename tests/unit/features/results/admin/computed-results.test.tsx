import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { CategoryIds } from '@mocks/db/schema';
import { server } from '@mocks/node';
import { userByUsername } from '@mocks/db/queries';
import { acceptCatch } from '@mocks/rules/catches';
import { signInAs } from '../../support';
import { FORM_TEST_TIMEOUT, renderResults } from './support';
import { dayCompetition, loggedCatch } from '../../tournament-day/day-fixtures';

/** Issue 35: official results computed from the catches the jury accepted, published in one action. */

const admin = () => userByUsername(db(), 'admin.cliente')!;
const accept = (nth: number, species: string, size: number, minutesAgo = 60) => {
  const piece = loggedCatch(nth, species, size, minutesAgo);
  acceptCatch(piece, admin(), new Date().toISOString());
  return piece;
};
const resultsOf = (id: number) => ({
  overall: db().overallResults.filter((r) => r.competition_id === id),
  biggest: db().biggestFishResults.filter((r) => r.competition_id === id),
  categories: db().categoryResults.filter((r) => r.competition_id === id),
});

async function openComputed() {
  await signInAs('clientAdmin');
  renderResults(dayCompetition().id);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Calcular desde las capturas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Resultados calculados desde las capturas' });
  await within(dialog).findByRole('table', { name: /Clasificación general/ });
  return { user, dialog };
}

describe('official results from the catches', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('shows the computed positions, biggest pieces and categories, ties marked, and publishes them through the result calls', async () => {
    const c = dayCompetition();
    const first = accept(0, 'Dorado', 60);
    // A team in two categories is in both.
    db().teams.find((t) => t.id === first.team_id)!.category_ids = [CategoryIds.Female, CategoryIds.Minors];
    // Two teams equal on everything: the organiser decides.
    const tiedA = accept(1, 'Pejerrey', 30, 90);
    const tiedB = accept(2, 'Pejerrey', 30, 90);
    const { user, dialog } = await openComputed();
    const overall = within(dialog).getByRole('table', { name: /Clasificación general/ });
    const rows = within(overall).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(db().teams.find((t) => t.id === first.team_id)!.name);
    expect(within(overall).getAllByText('Empate: decidí el puesto')).toHaveLength(2);
    expect(within(dialog).getByRole('table', { name: 'Pieza mayor por especie' })).toHaveTextContent('Dorado');

    // The jury decided the tie the other way round.
    const nameB = db().teams.find((t) => t.id === tiedB.team_id)!.name;
    const nameA = db().teams.find((t) => t.id === tiedA.team_id)!.name;
    const posA = within(dialog).getByRole('textbox', { name: `Puesto de ${nameA}` });
    const posB = within(dialog).getByRole('textbox', { name: `Puesto de ${nameB}` });
    const [a, b] = [Number((posA as HTMLInputElement).value), Number((posB as HTMLInputElement).value)];
    await user.clear(posA);
    await user.type(posA, String(b));
    await user.tab();
    expect(within(dialog).getByText(/Dos equipos tienen el mismo puesto/)).toBeInTheDocument();
    await user.clear(posB);
    await user.type(posB, String(a));
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Publicar resultados oficiales' }));
    // Categories go last: once they are in, everything is.
    await waitFor(() => expect(resultsOf(c.id).categories.filter((r) => r.team_id === first.team_id)).toHaveLength(2));
    const published = resultsOf(c.id);
    expect(published.overall.find((r) => r.team_id === tiedA.team_id)!.final_position).toBe(b);
    expect(published.overall.find((r) => r.team_id === tiedB.team_id)!.final_position).toBe(a);
    expect(published.biggest.map((r) => r.fish_species_id).sort()).toHaveLength(2);
    expect(published.biggest.find((r) => r.team_id === first.team_id)!.participant_id).toBe(first.participant_id);
    expect(published.categories.filter((r) => r.team_id === first.team_id).map((r) => r.category_id).sort()).toEqual([CategoryIds.Female, CategoryIds.Minors].sort());
    // The SPEC tables on the page show them.
    const general = await screen.findByRole('grid', { name: /general/i }).catch(() => screen.findByRole('table', { name: /general/i }));
    await within(general).findByText(new RegExp(db().teams.find((t) => t.id === first.team_id)!.name));
  });

  it('publishes nothing twice: after a lost answer, publishing again sends only what is missing', async () => {
    const c = dayCompetition();
    accept(0, 'Dorado', 60);
    accept(1, 'Pejerrey', 31);
    accept(2, 'Tararira', 40);
    let lost = false;
    // The second overall create is applied by the server, but its answer never arrives.
    let seen = 0;
    server.use(
      http.post('*/api/competitions/competition-results', async ({ request }) => {
        seen += 1;
        if (seen !== 2) return undefined;
        const body = (await request.clone().json()) as { team_id: number; final_position: number; total_points: number; total_species: number; total_pieces: number };
        db().overallResults.push({ id: 9000 + seen, competition_id: c.id, team_id: body.team_id, final_position: body.final_position, total_points: body.total_points, species_count: body.total_species, pieces_count: body.total_pieces, created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never);
        lost = true;
        return HttpResponse.error();
      }),
    );
    const { user, dialog } = await openComputed();
    await user.click(within(dialog).getByRole('button', { name: 'Publicar resultados oficiales' }));
    expect(await within(dialog).findByText(/Se perdió la respuesta del servidor/)).toBeInTheDocument();
    expect(lost).toBe(true);
    expect(resultsOf(c.id).overall).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Publicar resultados oficiales' }));
    await waitFor(() => expect(resultsOf(c.id).biggest).toHaveLength(3));
    const positions = resultsOf(c.id).overall.map((r) => r.final_position).sort();
    expect(positions).toEqual([1, 2, 3]);
    expect(new Set(resultsOf(c.id).overall.map((r) => r.team_id)).size).toBe(3);
    expect(resultsOf(c.id).biggest).toHaveLength(3);
  });
});
