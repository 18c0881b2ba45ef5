import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { INSTITUTION_REQUEST_TITLE } from '../../contracts/entities/help-desk';
import HelpDeskPage from '../../src/features/help-desk/admin/help-desk-page';
import TicketViewPage from '../../src/features/help-desk/admin/ticket-view-page';
import type { HelpDeskTicketRow } from '../../mocks/db/schema';
import { db } from '../../mocks/db/store';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';


const meta = {
  title: 'Pantallas/Solicitudes de ayuda (administración)',
  component: HelpDeskPage,
  args: { title: 'Solicitudes de ayuda' },
  decorators: [withRouter(href('helpDesk'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof HelpDeskPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Solicitudes de ayuda') };

export const Lista: Story = {
  play: async ({ canvasElement }) => {
    // Each row is a link to the request (issue 21): a link-styled name, no 'Ver' button.
    const grid = await within(canvasElement).findByRole('table', { name: 'Solicitudes de ayuda' });
    await waitFor(() => expect(grid.querySelector('tr[data-opens]')).not.toBeNull(), { timeout: 5000 });
    await expect(within(grid).queryByRole('button', { name: /^Ver / })).not.toBeInTheDocument();
  },
};

export const ListaVacia: Story = {
  name: 'Lista vacía',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/help_desk_tickets', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hay solicitudes de ayuda.')).toBeVisible();
  },
};

export const ListaCargando: Story = {
  name: 'Lista (cargando)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/help_desk_tickets', neverAnswers));
  },
};

export const ListaError: Story = {
  name: 'Lista (error de carga)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/help_desk_tickets', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar las solicitudes de ayuda');
  },
};

/** The detail of the first seeded ticket that matches, at its own URL. */
const ticketWhere =
  (match: (t: HelpDeskTicketRow) => boolean): Decorator =>
  (Story, context) =>
    withRouter(href('helpDeskView', { id: db().helpDeskTickets.find(match)?.id ?? 0 }))(Story, context);

const renderTicket = () => (
  <Route path={routePattern('helpDeskView')}>
    <TicketViewPage title="Detalle de la solicitud" />
  </Route>
);

/** An access recovery: the identity it carries and the resolve form; an empty submit names the fields. */
export const RecuperacionDeAcceso: StoryObj<typeof TicketViewPage> = {
  name: 'Recuperación de acceso',
  render: renderTicket,
  decorators: [ticketWhere((t) => t.user_id === null && t.status === 'pending')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Datos para recuperar el acceso' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como resuelta' }));
    await expect(within(canvas.getByRole('alert')).getByRole('link', { name: /^Forma de respuesta.*: Debe seleccionar una forma de respuesta$/ })).toBeVisible();
  },
};

export const SolicitudDeBarra: StoryObj<typeof TicketViewPage> = {
  name: 'Solicitud de barra pesquera',
  render: renderTicket,
  decorators: [ticketWhere((t) => t.title === INSTITUTION_REQUEST_TITLE && t.status === 'pending')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Barra pesquera solicitada' })).toBeVisible();
  },
};

export const Resuelta: StoryObj<typeof TicketViewPage> = {
  render: renderTicket,
  decorators: [ticketWhere((t) => t.status === 'resolved')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Respuesta' })).toBeVisible();
  },
};

export const IdInvalido: StoryObj<typeof TicketViewPage> = {
  name: 'ID inválido',
  render: renderTicket,
  decorators: [withRouter(href('helpDeskView', { id: 'abc' }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ID de ticket inválido' })).toBeVisible();
  },
};
