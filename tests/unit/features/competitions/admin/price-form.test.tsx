import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { server } from '@mocks/node';
import PriceEditPage from '@/features/competitions/admin/price-edit-page';
import PriceNewPage from '@/features/competitions/admin/price-new-page';
import { toast } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { summaryErrors } from '../../../ui/error-summary-queries';
import { FORM_TEST_TIMEOUT, pickToday, pricesOf, recordWrites, seededCurrentCompetition } from './support';
import { href, routePattern } from '@/lib/routing/routes';

const renderEdit = (id: number | string) =>
  renderScreen(
    <Route path={routePattern('priceEdit')}>
      <PriceEditPage title="Editar precio" />
    </Route>,
    href('priceEdit', { id }),
  );

const amountField = () => screen.findByRole('textbox', { name: /Precio \(ARS\)/ });

beforeEach(() => toast.clear());

describe('price form, edit', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("says 'No se han modificado los datos' and sends nothing when nothing changed", async () => {
    await signInAs('systemAdmin');
    const writes = recordWrites();
    renderEdit(pricesOf(seededCurrentCompetition().id)[0]!.id);
    await amountField();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No se han modificado los datos')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("sends only the changed amount and says 'Precio actualizado correctamente'", async () => {
    await signInAs('systemAdmin');
    const competition = seededCurrentCompetition();
    const price = pricesOf(competition.id)[0]!;
    const writes = recordWrites();
    const { history } = renderEdit(price.id);
    const user = userEvent.setup();
    await user.clear(await amountField());
    await user.paste('200000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Precio actualizado correctamente', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: `/competition_prices/${price.id}`, body: { price: 200000 } }]);
    expect(history.at(-1)).toContain(href('competitionView', { id: competition.id }));
  });

  it("says 'Error al actualizar el precio' when the server fails", async () => {
    await signInAs('systemAdmin');
    const price = pricesOf(seededCurrentCompetition().id)[0]!;
    server.use(http.patch('*/api/competition_prices/:id', () => HttpResponse.json({ statusCode: 500, message: '' }, { status: 500 })));
    renderEdit(price.id);
    const user = userEvent.setup();
    await user.clear(await amountField());
    await user.paste('200000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Error al actualizar el precio')).toBeInTheDocument();
  });

  it("says 'Error al obtener el precio' for a price that does not exist", async () => {
    await signInAs('systemAdmin');
    renderEdit(987654);
    expect(await screen.findByText('Error al obtener el precio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });
});

describe('price form, new', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('lists the required fields on an empty submit and sends nothing', async () => {
    await signInAs('systemAdmin');
    const competition = seededCurrentCompetition();
    const writes = recordWrites();
    renderScreen(<PriceNewPage title="Nuevo precio" />, `${href('priceNew')}?competition_id=${competition.id}`);
    await amountField();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agregar precio' }));
    // Payment type, amount and the two dates; installments start at 1 and the fee is optional.
    expect(await summaryErrors()).toEqual(['Tipo de pago', 'Precio (ARS)', 'Vigente desde', 'Vigente hasta'].map((label) => `${label}: Este campo es obligatorio`));
    expect(writes).toEqual([]);
  });

  it("says 'Error al agregar el precio' and shows the server's reason when the competition is gone", async () => {
    await signInAs('systemAdmin');
    server.use(
      http.post('*/api/competition_prices', () =>
        HttpResponse.json({ statusCode: 404, message: 'No se encontró la competencia.' }, { status: 404 }),
      ),
    );
    renderScreen(<PriceNewPage title="Nuevo precio" />, `${href('priceNew')}?competition_id=${seededCurrentCompetition().id}`);
    await amountField();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Tipo de pago/ }));
    await user.click(await screen.findByRole('option', { name: 'Transferencia' }));
    await user.click(await amountField());
    await user.paste('90000');
    pickToday(/^Vigente desde/);
    pickToday(/^Vigente hasta/);
    await user.click(screen.getByRole('button', { name: 'Agregar precio' }));
    expect(await screen.findByText('Error al agregar el precio')).toBeInTheDocument();
    // Set from the same answer as the toast, but a state update that may render after it.
    expect(within(await screen.findByRole('alert')).getByText('No se encontró la competencia.')).toBeInTheDocument();
  });
});
