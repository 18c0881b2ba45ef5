import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import type { MemberCompetitions } from '../../contracts/entities/competitions';
import { handlers } from '../../mocks/handlers';
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
  (priceId?: string | (() => string)): Decorator =>
  (Story) => {
    const id =
      typeof priceId === 'function'
        ? priceId()
        : (priceId ?? String(validPriceAt(db().competitionPrices, currentCompetition(db())!.id, 'transfer', new Date())!.id));
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

/** Amount and until when it holds, the account's holder, alias, CVU/CBU, bank and the reference, each with its copy button, all of it shared by WhatsApp; the sender form. */
export const Datos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Copiar alias' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar titular' })).toBeVisible();
    await expect(canvas.getByText(/^Vale hasta el \d{2}\/\d{2}\/\d{4}, 23:59/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
  },
};

/** The payable page on a phone: the details stack, the copy buttons stay on screen. */
export const Telefono: Story = {
  name: 'Teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Informar transferencia' })).toBeVisible();
  },
};

const noForm = (canvasElement: HTMLElement) => expect(within(canvasElement).queryByRole('button', { name: 'Informar transferencia' })).toBeNull();

/** A paid team (capitan.completo): nothing to pay, the team number, back to the competition. */
export const Pagado: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'La inscripción ya está pagada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a la competencia' })).toBeVisible();
    await noForm(canvasElement);
  },
};

/** An owner without a team: create it first. */
export const SinEquipo: Story = {
  name: 'Sin equipo',
  loaders: [sessionLoader('ownerWithoutTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Crear equipo' })).toBeVisible();
    await noForm(canvasElement);
  },
};

/** A price whose window closed: SPEC §8's message and the way to the valid price. */
export const PlazoVencido: Story = {
  name: 'Plazo vencido',
  decorators: [
    atPrice(() => {
      const competitionId = currentCompetition(db())!.id;
      const now = new Date();
      return String(db().competitionPrices.find((p) => p.competition_id === competitionId && p.payment_type === 'transfer' && new Date(p.end_date) < now)!.id);
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('El plazo de pago ha expirado. Ya no es posible realizar el pago.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Elegir otro precio' })).toBeVisible();
    await noForm(canvasElement);
  },
};

/** A transfer already informed and waiting for an admin: no second payment. */
export const PagoEnProceso: Story = {
  name: 'Pago en proceso',
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/competitions', async ({ request }) => {
        const answer = (await (await getResponse(handlers, request))!.json()) as { data: MemberCompetitions };
        const registered = answer.data.registeredCompetitions.map((c) => ({ ...c, status: 'payment_in_progress' as const, payment_status: 'pending' as const }));
        return HttpResponse.json({ ...answer, data: { ...answer.data, registeredCompetitions: registered } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Tu pago está en proceso' })).toBeVisible();
    await noForm(canvasElement);
  },
};

/** A cash price opened as a transfer: the server says it is not one. */
export const NoEsDeTransferencia: Story = {
  name: 'Precio que no es de transferencia',
  decorators: [atPrice(() => String(validPriceAt(db().competitionPrices, currentCompetition(db())!.id, 'cash', new Date())!.id))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('El precio no es de transferencia')).toBeVisible();
    await noForm(canvasElement);
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
  decorators: [atPrice('99999')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error: No se encontraron los detalles de la transferencia')).toBeVisible();
    await noForm(canvasElement);
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competition_prices/:id/transfer-details', neverAnswers));
  },
};
