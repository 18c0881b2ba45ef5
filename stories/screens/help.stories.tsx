import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { DemoAccountKey } from '../../mocks/demo-accounts';
import HelpPage from '../../src/features/help-desk/user/help-page';
import { withPendingTicket } from '../support/help-tickets';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

const HELP = href('help');

const meta = {
  title: 'Pantallas/Ayuda',
  component: HelpPage,
  args: { title: 'Ayuda' },
  decorators: [withRouter(HELP)],
  loaders: [sessionLoader('teamMember')],
} satisfies Meta<typeof HelpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gives a demo account a request still waiting for an answer (run after the seed is restored). */
const withPendingRequest = (key: DemoAccountKey) =>
  withPendingTicket(key, { title: 'No veo la embarcación', description: 'En la pantalla del equipo no aparece nuestra embarcación.' }, 2);


async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Título/ }), 'Consulta sobre el pago');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Descripción/ }), '¿Hasta cuándo se puede pagar la inscripción?');
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
}

/** A member who never asked for help: the form and an empty list. */
export const SinSolicitudes: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Todavía no enviaste ninguna solicitud.')).toBeVisible();
  },
};

/** An owner with an answered request: the form (nothing pending) and the list with 'Resuelta'. */
export const ConSolicitudResuelta: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Resuelta')).toBeVisible();
  },
};

/** A pending request: the notice takes the form's place (one pending at most). */
export const ConSolicitudPendiente: Story = {
  beforeEach: withPendingRequest('teamMember'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tenés una solicitud pendiente' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Título/ })).not.toBeInTheDocument();
  },
};

/** A resolved request in detail: response, responder, channel and closing time. */
export const DetalleDeSolicitudResuelta: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'No puedo cargar la embarcación' }));
    await expect(await canvas.findByText('Respondida por')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volver a mis solicitudes' })).toBeVisible();
  },
};

/** A pending request in detail: no answer yet. */
export const DetalleDeSolicitudPendiente: Story = {
  beforeEach: withPendingRequest('teamMember'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Ver la solicitud pendiente' }));
    await expect(await canvas.findByText(/Todavía no fue respondida/)).toBeVisible();
  },
};

/** `?ticket=` that is not a number. */
export const IdDeSolicitudInvalido: Story = {
  name: 'ID de solicitud inválido',
  decorators: [withRouter(`${HELP}?ticket=abc`)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('ID de ticket inválido');
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/help_desk_tickets', neverAnswers));
  },
};

/** The list failed: the error with a retry, and the form still usable. */
export const ErrorAlCargar: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/help_desk_tickets', serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Título/ })).toBeVisible();
  },
};

/** Sent: 'Solicitud enviada' and the pending notice replaces the form. */
export const EnvioCorrecto: Story = {
  name: 'Envío correcto',
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Tenés una solicitud pendiente' })).toBeVisible();
    await expect(await within(canvasElement.ownerDocument.body).findByText('Solicitud enviada')).toBeVisible();
  },
};

/** Sending failed: the error toast, the text stays. */
export const ErrorAlEnviar: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/help_desk_tickets', serverError));
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Error al enviar solicitud, intente nuevamente'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /^Título/ })).toHaveValue('Consulta sobre el pago');
  },
};
