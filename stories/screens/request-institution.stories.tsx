import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { INSTITUTION_REQUEST_TITLE } from '../../contracts/entities/help-desk';
import { db } from '../../mocks/db/store';
import RequestInstitutionPage from '../../src/features/institutions/club-request/request-institution-page';
import { withPendingTicket, type PendingTicket } from '../support/help-tickets';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

const meta = {
  title: 'Pantallas/Solicitar barra pesquera',
  component: RequestInstitutionPage,
  args: { title: 'Solicitar barra pesquera' },
  decorators: [withRouter(href('requestInstitution'))],
  loaders: [sessionLoader('ownerWithoutTeam')],
} satisfies Meta<typeof RequestInstitutionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gives the owner without team a pending request (run after the seed is restored). */
const withOwnPendingTicket = (ticket: PendingTicket) => withPendingTicket('ownerWithoutTeam', ticket, 26);

async function fillAndSend(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Nombre de la barra pesquera/ }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Presidente/ }), 'Hugo Ramírez');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Teléfono/ }), '3434556677');
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
}

/** The empty form of an owner with nothing pending. */
export const Formulario: Story = {};

/** Submitting with empty fields: SPEC §5's summary and every field marked. */
export const CamposRequeridos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar solicitud' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor, rellene todos los campos requeridos');
  },
};

/** The owner's club request still waits: the notice replaces the form. */
export const SolicitudPendiente: Story = {
  beforeEach: withOwnPendingTicket({
    title: INSTITUTION_REQUEST_TITLE,
    description: 'Barra: Barra Pesquera Los Sábalos. Presidente: Hugo Ramírez. Teléfono: 3434556677.',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tu solicitud de nueva barra pesquera está pendiente' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Nombre de la barra pesquera/ })).not.toBeInTheDocument();
  },
};

/** Another help request is pending: one at most, so the form gives way too. */
export const OtraSolicitudPendiente: Story = {
  beforeEach: withOwnPendingTicket({ title: 'Consulta sobre el pago', description: '¿Hasta cuándo se puede pagar?' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Tenés una solicitud de ayuda pendiente' })).toBeVisible();
  },
};

/** The club is already in the list: the server's reason in a toast, the input stays. */
export const BarraExistente: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, db().institutions[0]!.name);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Esa barra pesquera ya existe')).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /^Presidente/ })).toHaveValue('Hugo Ramírez');
  },
};

/** Sent: 'Solicitud enviada' (the app then shows the dashboard). */
export const EnvioCorrecto: Story = {
  name: 'Envío correcto',
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, 'Barra Pesquera Los Sábalos');
    await expect(await within(canvasElement.ownerDocument.body).findByText('Solicitud enviada')).toBeVisible();
  },
};

export const Comprobando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/help_desk_tickets', neverAnswers));
  },
};

/** The pending check failed: the error with a retry, and the form still usable. */
export const ErrorAlComprobar: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/help_desk_tickets', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Nombre de la barra pesquera/ })).toBeVisible();
  },
};
