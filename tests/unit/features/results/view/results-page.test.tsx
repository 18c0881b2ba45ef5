import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { competitionResults } from '@mocks/db/mappers/results';
import { db } from '@mocks/db/store';
import { userById } from '@mocks/db/queries';
import { server } from '@mocks/node';
import ResultsPage, { LOAD_ERROR, NO_RESULTS } from '@/features/results/view/results-page';
import { OWN_TEAM_LABEL } from '@/features/results/shared/results-tables';
import { renderPage, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

/** The finished competition's published results, answered as if they were the current one's. */
function publishedResults() {
  const finished = db().competitions.find((c) => db().overallResults.some((r) => r.competition_id === c.id))!;
  const results = competitionResults(db(), finished.id);
  server.use(http.get('*/api/competitions/:id/results', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: results })));
  return results;
}

describe('results for teams', () => {
  it('says the competition has not finished or its results are unpublished when there are none', async () => {
    await signInAs('capitan.completo');
    renderPage(<ResultsPage title="Resultados" />, href('results'));
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('shows the three tables, overall by position, with the reader’s team marked in words', async () => {
    const results = publishedResults();
    const placed = results.overall_results.find((r) => r.final_position === 2)!;
    const owner = db().teams.find((t) => t.id === placed.team.id)!.owner_id;
    await signInAs(userById(db(), owner)!);
    renderPage(<ResultsPage title="Resultados" />, href('results'));

    const overall = await screen.findByRole('table', { name: 'Clasificación general' });
    expect(screen.getByRole('table', { name: 'Pieza mayor' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Categorías' })).toBeInTheDocument();
    const rows = within(overall).getAllByRole('row').slice(1);
    // Every position on one sheet, in order.
    expect(rows).toHaveLength(results.overall_results.length);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(
      [...results.overall_results].sort((a, b) => a.final_position - b.final_position).map((r) => String(r.final_position)),
    );
    const own = rows.find((r) => within(r).queryByText(OWN_TEAM_LABEL));
    expect(own).toBeDefined();
    expect(within(own!).getByRole('rowheader')).toHaveTextContent(placed.team.name);
    expect(rows.filter((r) => within(r).queryByText(OWN_TEAM_LABEL))).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Exportar CSV' })).toHaveLength(3);

    // The podium by WhatsApp (issue 22), to a chat the reader picks.
    const share = new URL(screen.getByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' }).getAttribute('href')!);
    expect(share.pathname).toBe('/');
    const first = results.overall_results.find((r) => r.final_position === 1)!;
    expect(share.searchParams.get('text')).toContain(`1. ${first.team.name}`);
    expect(share.searchParams.get('text')).toContain(`2. ${placed.team.name}`);
  });

  it('says the results could not be loaded, and loads them again on Reintentar', async () => {
    let fail = true;
    server.use(
      http.get('*/api/competitions/:id/results', () =>
        fail ? HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 }) : undefined,
      ),
    );
    await signInAs('capitan.completo');
    renderPage(<ResultsPage title="Resultados" />, href('results'));
    expect(await screen.findByText(LOAD_ERROR, { exact: false })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
  });
});
