import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ActivateAccountPage from '../../src/features/users/account/activate-account-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

const meta = {
  title: 'Pantallas/Activar cuenta',
  component: ActivateAccountPage,
  args: { title: 'Activar Cuenta' },
  decorators: [withRouter(href('activateAccount'))],
  loaders: [sessionLoader('registeredUser')],
} satisfies Meta<typeof ActivateAccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const activateAnswers = (status: number, body: object) =>
  http.post('*/api/auth/activate', () => HttpResponse.json(body, { status }));

/** Fills every required field as a person would, then submits. */
async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Lucía');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Apellido/ }), 'Fernández');
  await userEvent.type(canvas.getByRole('textbox', { name: /^DNI/ }), '30123456');
  const [day] = within(canvas.getByRole('group', { name: /Fecha de nacimiento/ })).getAllByRole('spinbutton');
  await userEvent.click(day!);
  await userEvent.keyboard('15031990');
  await userEvent.click(canvas.getByRole('button', { name: /Género/ }));
  await userEvent.click(await body.findByRole('option', { name: 'Femenino' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /^Teléfono principal/ }), '3415551234');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Calle y número/ }), 'San Martín 1234');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Ciudad/ }), 'Rosario');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Provincia/ }), 'Santa Fe');
  await userEvent.click(canvas.getByRole('button', { name: 'Activar cuenta' }));
}

/** The empty form a registered user meets after 'Completar ahora'. */
export const Vacio: Story = { name: 'Vacío' };

/** Submitting with nothing filled: both form-level messages and every required field marked. */
export const CamposObligatoriosFaltantes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Activar cuenta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Por favor, completa todos los campos obligatorios. Por favor, completa todos los campos de dirección.',
    );
    // The error summary takes focus; its first link is the first field on the page.
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(within(canvas.getByRole('alert')).getAllByRole('link')[0]).toHaveAttribute('href', '#first_name');
  },
};

/** The DNI belongs to someone else: the message sits on the DNI field, the input stays. */
export const DniEnUso: Story = {
  beforeEach({ msw }) {
    msw.use(activateAnswers(409, { message: 'Este DNI ya está en uso.', additionalData: { errorCode: 'DNI_IN_USE' } }));
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const dni = within(canvasElement).getByRole('textbox', { name: /^DNI/ });
    await waitFor(() => expect(dni).toHaveAccessibleDescription(/Este DNI ya está en uso\./));
    await expect(dni).toHaveValue('30123456');
  },
};

/** Any other failure: the generic activation message, with the input kept. */
export const ErrorDelServidor: Story = {
  beforeEach({ msw }) {
    msw.use(activateAnswers(500, { message: 'Error interno' }));
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Hubo un problema con la activación de tu cuenta, intentalo de nuevo',
    );
  },
};

/** While the activation is on its way the button is inert (a second press sends nothing). */
export const Enviando: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/activate', neverAnswers));
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Activar cuenta' })).toHaveAttribute('aria-disabled', 'true');
  },
};
