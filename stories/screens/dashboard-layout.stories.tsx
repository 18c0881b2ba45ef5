import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardLayout } from '../../src/app/layout/dashboard-layout';
import { NotificationBell } from '../../src/features/notifications/bell/notification-bell';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';

const meta = {
  title: 'Pantallas/Estructura del panel',
  decorators: [withRouter('/dashboard')],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <DashboardLayout>
      <h1>Inicio</h1>
      <p>Contenido de la página.</p>
    </DashboardLayout>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Menú principal' }));

export const SuperAdministrador: Story = {
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    await expect(sidebar(canvasElement).getByRole('link', { name: 'Barras pesqueras' })).toBeInTheDocument();
  },
};
export const Administrador: Story = { loaders: [sessionLoader('clientAdmin')] };
export const DuenoDeEquipo: Story = {
  name: 'Dueño de equipo',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    await expect(await sidebar(canvasElement).findByRole('link', { name: 'Eliminar Equipo' })).toBeInTheDocument();
  },
};
/** An account with the owner role linked to someone else's team: the team screens, no delete or leave (docs/decisions/0009). */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta con rol de dueño que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
  play: async ({ canvasElement }) => {
    const menu = sidebar(canvasElement);
    await expect(await menu.findByRole('link', { name: 'Miembros' })).toBeInTheDocument();
    // 'Miembros' shows from the role alone; whose team it is comes later (GET /teams), and until
    // then the menu is busy and lacks 'Eliminar Equipo' for everyone, so the check waits for it.
    await waitFor(() => expect(within(canvasElement).getByRole('navigation', { name: 'Menú principal' })).not.toHaveAttribute('aria-busy'));
    await expect(menu.queryByRole('link', { name: 'Eliminar Equipo' })).not.toBeInTheDocument();
    await expect(menu.queryByRole('link', { name: 'Salir del Equipo' })).not.toBeInTheDocument();
  },
};
export const DuenoSinEquipo: Story = { name: 'Dueño sin equipo', loaders: [sessionLoader('ownerWithoutTeam')] };
/** A phone with the menu open (issue 31): 'Cerrar sesión' ends the menu, apart from 'Cerrar menú'. */
export const MenuAbiertoEnTelefono: Story = {
  name: 'Menú abierto en teléfono',
  loaders: [sessionLoader('ownerCompleteTeam')],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    await expect(canvas.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
    await expect(sidebar(canvasElement).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};
export const MiembroDeEquipo: Story = { loaders: [sessionLoader('teamMember')] };
export const UsuarioRegistrado: Story = {
  loaders: [sessionLoader('registeredUser')],
  play: async ({ canvasElement }) => {
    await expect(sidebar(canvasElement).getAllByRole('link').map((l) => l.textContent)).toEqual(['Inicio', 'Activar Cuenta', 'Ayuda']);
  },
};

/** The bell opens its list of notifications. */
export const CampanaConNotificaciones: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  render: () => <NotificationBell />,
  parameters: { layout: 'centered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Notificaciones/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notificaciones' });
    await expect((await within(dialog).findAllByRole('listitem')).length).toBeGreaterThan(0);
  },
};

export const CampanaVacia: Story = {
  name: 'Campana vacía',
  loaders: [sessionLoader('ownerIncompleteTeam')],
  render: () => <NotificationBell />,
  parameters: { layout: 'centered' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user_notifications', () => HttpResponse.json({ message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notificaciones' }));
    await expect(await within(document.body).findByText('No hay notificaciones')).toBeVisible();
  },
};

export const CampanaConError: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  render: () => <NotificationBell />,
  parameters: { layout: 'centered' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user_notifications', () => HttpResponse.json({ message: 'Error' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notificaciones' }));
    await expect(await within(document.body).findByText('Error al obtener las notificaciones del usuario')).toBeVisible();
  },
};
