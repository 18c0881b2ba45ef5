import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NewCredentialsPage from '../../src/features/users/admin/new-credentials-page';
import ResetOwnPasswordPage from '../../src/features/users/admin/reset-own-password-page';
import UserLogPage from '../../src/features/users/admin/user-log-page';
import UserNewPage from '../../src/features/users/admin/user-new-page';
import UsersPage from '../../src/features/users/admin/users-page';
import { userByUsername } from '../../mocks/db/queries';
import { db } from '../../mocks/db/store';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';


const meta = {
  title: 'Pantallas/Usuarios',
  component: UsersPage,
  args: { title: 'Usuarios' },
  decorators: [withRouter(href('users'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Usuarios') };

export const Lista: Story = {
  play: async ({ canvasElement }) => {
    // Each row is a link to the account's log (issue 21): a link-styled name, no 'Ver registro' button.
    const grid = await within(canvasElement).findByRole('table', { name: 'Usuarios' });
    await waitFor(() => expect(grid.querySelector('tr[data-opens]')).not.toBeNull(), { timeout: 5000 });
    await expect(within(grid).queryByRole('button', { name: /^Ver registro/ })).not.toBeInTheDocument();
  },
};

export const ListaCargando: Story = {
  name: 'Lista (cargando)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users', neverAnswers));
  },
};

export const ListaError: Story = {
  name: 'Lista (error de carga)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los usuarios');
  },
};

/** The client admin may give only the team roles. */
export const NuevoAdminCliente: StoryObj<typeof UserNewPage> = {
  name: 'Nuevo usuario (admin cliente)',
  render: () => <UserNewPage title="Nuevo usuario" />,
  decorators: [withRouter(href('userNew'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Rol/ }));
    await expect(await within(document.body).findAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
  },
};

/** The system admin may give every role; an empty submit names each field. */
export const NuevoAdminSistema: StoryObj<typeof UserNewPage> = {
  name: 'Nuevo usuario (admin del sistema)',
  render: () => <UserNewPage title="Nuevo usuario" />,
  decorators: [withRouter(href('userNew'))],
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Crear usuario' }));
    await expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(2);
  },
};

const logOf = (username: string): Pick<StoryObj<typeof UserLogPage>, 'render' | 'decorators'> => ({
  render: () => (
    <Route path={routePattern('userView')}>
      <UserLogPage title="Registro del usuario" />
    </Route>
  ),
  decorators: [(Story, context) => withRouter(href('userView', { id: userByUsername(db(), username)?.id ?? 0 }))(Story, context)],
});

/** The user log: info card, reset button and the timeline. */
export const Registro: StoryObj<typeof UserLogPage> = {
  name: 'Registro del usuario',
  ...logOf('capitan.completo'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Restablecer contraseña' })).toBeVisible();
  },
};

export const RegistroVacio: StoryObj<typeof UserLogPage> = {
  name: 'Registro vacío',
  ...logOf('capitan.completo'),
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users_log/:userId', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se encontraron registros para este usuario')).toBeVisible();
  },
};

/** new-credentials with the state a creation or reset hands over. */
export const NuevasCredenciales: StoryObj<typeof NewCredentialsPage> = {
  name: 'Nuevas credenciales',
  render: () => <NewCredentialsPage title="Nuevas credenciales" />,
  decorators: [withRouter(href('newCredentials'))],
  beforeEach: () => {
    const previous = window.history.state as unknown;
    window.history.replaceState({ username: 'nuevo.marinero', password: 'Kq7mPz2xWn' }, '');
    return () => window.history.replaceState(previous, '');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kq7mPz2xWn')).toBeVisible();
  },
};

export const RestablecerPropia: StoryObj<typeof ResetOwnPasswordPage> = {
  name: 'Restablecer contraseña propia',
  render: () => <ResetOwnPasswordPage title="Restablecer contraseña" />,
  decorators: [withRouter(href('resetOwnPassword'))],
  loaders: [sessionLoader('systemAdmin')],
};
