import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages } from '@contracts/messages';
import CompetitionEditPage from '@/features/competitions/admin/competition-edit-page';
import CompetitionNewPage from '@/features/competitions/admin/competition-new-page';
import { toast } from '@/ui/toast-store';
import { Route } from 'wouter';
import { renderScreen, signInAs } from '../../support';
import { summaryErrors } from '../../../ui/error-summary-queries';
import { FORM_TEST_TIMEOUT, nextYear, priceRows, pricesOf, recordWrites, seededCurrentCompetition } from './support';
import { href, routePattern } from '@/lib/routing/routes';

const renderEdit = (id: number) =>
  renderScreen(
    <Route path={routePattern('competitionEdit')}>
      <CompetitionEditPage title="Editar competencia" />
    </Route>,
    href('competitionEdit', { id }),
  );

beforeEach(() => toast.clear());

describe('competition form, price rows', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('starts a new competition with one price row that cannot be removed', async () => {
    await signInAs('systemAdmin');
    renderScreen(<CompetitionNewPage title="Nueva competencia" />, href('competitionNew'));
    expect(priceRows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Quitar precio/ })).toBeNull();
    expect(screen.getByText(formMessages.atLeastOnePrice + '.')).toBeInTheDocument();
  });

  it('adds a price row and removes one, keeping at least one', async () => {
    await signInAs('systemAdmin');
    renderScreen(<CompetitionNewPage title="Nueva competencia" />, href('competitionNew'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar precio' }));
    expect(priceRows()).toHaveLength(2);
    await user.type(within(priceRows()[1]!).getByRole('textbox', { name: /Precio \(ARS\)/ }), '90000');

    await user.click(screen.getByRole('button', { name: 'Quitar precio 1' }));
    expect(priceRows()).toHaveLength(1);
    // The second row moved up with its value.
    expect(within(priceRows()[0]!).getByRole('textbox', { name: /Precio \(ARS\)/ })).toHaveValue('90.000');
    expect(screen.queryByRole('button', { name: /^Quitar precio/ })).toBeNull();
  });

  it('lists every required field of the competition and its price on an empty submit', async () => {
    await signInAs('systemAdmin');
    const writes = recordWrites();
    renderScreen(<CompetitionNewPage title="Nueva competencia" />, href('competitionNew'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear competencia' }));
    const errors = await summaryErrors();
    expect(errors).toContain('Nombre: Este campo es obligatorio');
    // Each field once: no two lines alike.
    expect(new Set(errors).size).toBe(errors.length);
    // name, edition, description, 4 dates, and the price row's amount, type and 2 dates.
    expect(errors.length).toBeGreaterThanOrEqual(11);
    expect(writes).toEqual([]);
  });
});

describe('competition form, date order (SPEC §5)', { timeout: FORM_TEST_TIMEOUT }, () => {
  it.each([
    [/^Fin de inscripción/, formMessages.registrationEndBeforeStart],
    [/^Inicio de inscripción/, formMessages.registrationStartBeforeEnd],
    [/^Inicio de la competencia/, formMessages.competitionStartBeforeEnd],
  ])('moving %s a year later shows "%s" on that field and sends nothing', async (label, message) => {
    await signInAs('systemAdmin');
    const writes = recordWrites();
    renderEdit(seededCurrentCompetition().id);
    await screen.findByRole('button', { name: 'Guardar cambios' });
    nextYear(label);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await summaryErrors()).toEqual([expect.stringMatching(new RegExp(`^${label.source.slice(1)}.*: ${message}$`))]);
    expect(screen.getByRole('group', { name: label })).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(writes).toEqual([]);
  });
});

describe('competition form, edit sends only what changed', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('says nothing changed and sends nothing when the form is untouched', async () => {
    await signInAs('systemAdmin');
    const writes = recordWrites();
    renderEdit(seededCurrentCompetition().id);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No se han modificado los datos')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("patches only the competition's name and only the changed price's amount", async () => {
    await signInAs('systemAdmin');
    const competition = seededCurrentCompetition();
    const firstPrice = pricesOf(competition.id)[0]!;
    const writes = recordWrites();
    const { history } = renderEdit(competition.id);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.paste('Concurso Renombrado');
    const amount = within(priceRows()[0]!).getByRole('textbox', { name: /Precio \(ARS\)/ });
    await user.clear(amount);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    // The writes refresh the cached competition before the form moves on (src/api/mutation.ts).
    expect(await screen.findByText('Competencia actualizada', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(history.at(-1)).toContain(href('competitionView', { id: competition.id }));
    expect(writes).toEqual([
      { method: 'PATCH', path: `/competitions/${competition.id}`, body: { name: 'Concurso Renombrado' } },
      { method: 'PATCH', path: `/competition_prices/${firstPrice.id}`, body: { price: 123456 } },
    ]);
  });

  it('removes a stored price with one DELETE and nothing else', async () => {
    await signInAs('systemAdmin');
    const competition = seededCurrentCompetition();
    const prices = pricesOf(competition.id);
    const writes = recordWrites();
    renderEdit(competition.id);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Guardar cambios' });
    await user.click(screen.getByRole('button', { name: `Quitar precio ${prices.length}` }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(writes.length).toBeGreaterThan(0));
    const removed = prices[prices.length - 1]!;
    await waitFor(() => expect(writes.at(-1)).toMatchObject({ method: 'DELETE', path: `/competition_prices/${removed.id}` }));
    expect(writes).toHaveLength(1);
  });
});
