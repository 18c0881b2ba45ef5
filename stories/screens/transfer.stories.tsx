import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { db } from '../../mocks/db/store';
import { currentCompetition } from '../../mocks/rules/current-competition';
import { validPriceAt } from '../../mocks/rules/pricing';
import { AriaRouter } from '../../src/app/aria-router';
import TransferPage from '../../src/features/payments/owner/transfer-page';
import { sessionLoader } from '../support/session';
import { neverAnswers } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';

/** The transfer page of a price: the current competition's valid transfer price unless one is named. */
const atPrice =
  (priceId?: string): Decorator =>
  (Story) => {
    const id = priceId ?? String(validPriceAt(db().competitionPrices, currentCompetition(db())!.id, 'transfer', new Date())!.id);
    const location = memoryLocation({ path: href('transfer', { priceId: id }) });
    return (
      <Router hook={location.hook}>
        <AriaRouter>
          <Route path={routePattern('transfer')}>
            <Story />
          </Route>
        </AriaRouter>
      </Router>
    );
  };

const meta = {
  title: 'Pantallas/Pago por transferencia',
  component: TransferPage,
  args: { title: 'Pago por transferencia' },
  loaders: [sessionLoader('ownerUnpaidTeam')],
  decorators: [atPrice()],
} satisfies Meta<typeof TransferPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Amount, alias, CVU/CBU, bank and the reference, each with its copy button; the sender form. */
export const Datos: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Copiar alias' })).toBeVisible();
  },
};

/** An empty submit: 'Todos los campos son obligatorios' once in the summary, each field's own message under it. */
export const FormularioVacio: Story = {
  name: 'Formulario vacío',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Informar transferencia' }));
    await expect(await canvas.findAllByText('Todos los campos son obligatorios')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Nombre: Este campo es obligatorio' })).toBeVisible();
  },
};

export const PrecioInexistente: Story = {
  name: 'Precio inexistente',
  decorators: [atPrice('abc')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error: No se encontraron los detalles de la transferencia')).toBeVisible();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competition_prices/:id/transfer-details', neverAnswers));
  },
};
