import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import CompetitionViewPage from '@/features/competitions/admin/competition-view-page';
import { toast } from '@/ui/toast-store';
import { db } from '@mocks/db/store';
import { renderScreen, signInAs } from '../../support';
import { FORM_TEST_TIMEOUT, pricesOf, seededCurrentCompetition } from './support';
import { href, routePattern } from '@/lib/routing/routes';

const renderView = (id: number | string, hash = '') =>
  renderScreen(
    <Route path={routePattern('competitionView')}>
      <CompetitionViewPage title="Detalle de la competencia" />
    </Route>,
    `${href('competitionView', { id })}${hash}`,
  );

beforeEach(() => toast.clear());

describe('competition detail, tabs', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("opens on 'Información' without a hash, with figures and prices", async () => {
    await signInAs('clientAdmin');
    renderView(seededCurrentCompetition().id);
    expect(await screen.findByRole('tab', { name: 'Información', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Equipos inscriptos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Precios' })).toBeInTheDocument();
  });

  it("links to the competition's results manager", async () => {
    await signInAs('clientAdmin');
    const id = seededCurrentCompetition().id;
    renderView(id);
    expect(await screen.findByRole('link', { name: 'Cargar resultados' })).toHaveAttribute('href', href('competitionResults', { id }));
  });

  it("opens on 'Equipos' from #equipos and lists the competition's teams", async () => {
    await signInAs('clientAdmin');
    renderView(seededCurrentCompetition().id, '#equipos');
    expect(await screen.findByRole('tab', { name: 'Equipos', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Equipos de la competencia' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  });

  it("prints 'Equipos' with the competition in view, the count and the date, like every other list (issue 21)", async () => {
    await signInAs('clientAdmin');
    const competition = seededCurrentCompetition();
    renderView(competition.id, '#equipos');
    const table = await screen.findByRole('table', { name: 'Equipos de la competencia' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    // Only on paper (list-page.css.ts printCaption), so hidden on screen.
    expect(screen.getByRole('heading', { level: 2, name: 'Equipos', hidden: true })).toBeInTheDocument();
    expect(screen.getByText(`Competencia: ${competition.name} (edición ${competition.edition})`)).toBeInTheDocument();
    expect(screen.getByText(/^\d+ equipos? · Impreso el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeInTheDocument();
    // The printed table beside the screen's one (print CSS hides the latter).
    expect(screen.getAllByRole('table', { name: 'Equipos de la competencia' })).toHaveLength(2);
    act(() => void window.dispatchEvent(new Event('afterprint')));
  });

  it('moves between tabs with the arrow keys and writes the tab in the hash (URL-encoded)', async () => {
    await signInAs('clientAdmin');
    renderView(seededCurrentCompetition().id);
    const user = userEvent.setup();
    const info = await screen.findByRole('tab', { name: 'Información' });
    info.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Equipos' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.hash).toBe('#equipos');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Información' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.hash).toBe(`#${encodeURIComponent('información')}`);
  });
});

describe('competition detail, prices by role', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('shows the client admin the prices without add, edit or delete', async () => {
    await signInAs('clientAdmin');
    renderView(seededCurrentCompetition().id);
    await screen.findByRole('heading', { name: 'Precios' });
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Agregar precio' })).toBeNull();
  });

  it("asks before deleting and shows the server's reason when the price has payments", async () => {
    await signInAs('systemAdmin');
    const competition = seededCurrentCompetition();
    const paid = pricesOf(competition.id).find((p) => db().payments.some((pay) => pay.price_id === p.id))!;
    renderView(competition.id);
    const user = userEvent.setup();
    const deletes = await screen.findAllByRole('button', { name: /^Eliminar/ });
    await user.click(deletes[pricesOf(competition.id).indexOf(paid)]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar precio' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar precio' }));
    expect(await screen.findByText('Error al eliminar el precio')).toBeInTheDocument();
    // Set from the same answer as the toast, but a state update that may render after it.
    expect(await screen.findByText('No se puede eliminar un precio con pagos registrados')).toBeInTheDocument();
    expect(db().competitionPrices).toContain(paid);
  });
});

describe('competition detail, unknown id', () => {
  it.each(['abc', '987654'])("goes back to competitions with 'No se encontró la competencia.' for %s", async (id) => {
    await signInAs('clientAdmin');
    const { history } = renderView(id);
    expect(await screen.findByText('No se encontró la competencia.')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toContain(href('competitions')));
    expect(history.at(-1)).not.toContain('view');
  });
});
