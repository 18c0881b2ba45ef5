import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SignInPage from '../../src/features/auth/sign-in-page';
import SignUpPage from '../../src/features/auth/sign-up-page';
import ForgotCredentialsPage from '../../src/features/auth/forgot-credentials-page';
import UnauthorizedPage from '../../src/features/auth/unauthorized-page';
import { signedOutLoader } from '../support/session';
import { withRouter } from '../support/router';

const meta = {
  title: 'Pantallas/Acceso',
  decorators: [withRouter('/')],
  loaders: [signedOutLoader],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const InicioDeSesion: Story = { name: 'Inicio de sesión', render: () => <SignInPage /> };

/** Submitting empty fields: the form-level message and a message on each field. */
export const InicioDeSesionVacio: Story = {
  name: 'Inicio de sesión vacío',
  render: () => <SignInPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
    await expect(canvas.getByRole('textbox', { name: 'Usuario' })).toHaveAccessibleDescription(/Este campo es obligatorio/);
  },
};

/** Wrong credentials: the server's message, the user's input kept. */
export const InicioDeSesionRechazado: Story = {
  name: 'Inicio de sesión rechazado',
  render: () => <SignInPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Usuario' }), 'admin.sistema');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'incorrecta');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    await expect(canvas.getByRole('textbox', { name: 'Usuario' })).toHaveValue('admin.sistema');
  },
};

/** The network is down: the client's 'Error de red' path says so in Spanish, never 'Failed to fetch' (issue 19). */
export const InicioDeSesionSinConexion: Story = {
  name: 'Inicio de sesión sin conexión',
  render: () => <SignInPage />,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/login', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Usuario' }), 'admin.sistema');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'Demo2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveTextContent('No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.');
    await expect(alert).not.toHaveTextContent(/fetch|no response|http/i);
  },
};

export const Registro: Story = { render: () => <SignUpPage /> };

/** A taken username: the server's message on the username field. */
export const RegistroUsuarioEnUso: Story = {
  render: () => <SignUpPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Usuario' }), 'admin.sistema');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'secreto123');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), 'secreto123');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Usuario' })).toHaveAccessibleDescription(/Este nombre de usuario ya está en uso\./),
    );
  },
};

/** Passwords that differ: 'Las contraseñas no coinciden.' on the confirmation. */
export const RegistroContrasenasDistintas: Story = {
  name: 'Registro con contraseñas distintas',
  render: () => <SignUpPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'secreto123');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), 'otra-cosa');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Confirmar contraseña/)).toHaveAccessibleDescription(
      /Las contraseñas no coinciden\./,
    );
  },
};

export const RecuperarAcceso: Story = { render: () => <ForgotCredentialsPage /> };

/** The phone must have exactly 10 digits. */
export const RecuperarAccesoTelefonoInvalido: Story = {
  name: 'Recuperar acceso con teléfono inválido',
  render: () => <ForgotCredentialsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Teléfono' }), '12345');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(/Por favor, sigue el formato solicitado/);
  },
};

/** The ticket could not be created: the error stays on the page with the user's input. */
export const RecuperarAccesoError: Story = {
  render: () => <ForgotCredentialsPage />,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/help_desk_tickets', () => HttpResponse.json({ message: 'Error al enviar solicitud, intente nuevamente' }, { status: 500 })));
  },
};

export const NoAutorizado: Story = { render: () => <UnauthorizedPage /> };
