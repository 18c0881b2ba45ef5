import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { QueryView, type ViewedQuery } from '@/ui/query-view';
import { withRouter } from '../support/router';

/*
 * A screen's states around one read, driven by a query result made by hand (the screens'
 * stories show the same states with the mock backend).
 */

type Team = { name: string };

const failure = (statusCode: number, message: string) =>
  new ApiError({ ok: false, statusCode, statusText: '', message, data: null });

const queryOf = (state: Partial<ViewedQuery<Team>>): ViewedQuery<Team> => ({
  data: undefined,
  error: null,
  isPending: false,
  isLoadingError: false,
  refetch: fn(),
  ...state,
});

const meta = {
  title: 'UI/QueryView',
  component: QueryView<Team>,
  decorators: [withRouter('/dashboard/teams/view/1')],
  args: {
    query: queryOf({ isPending: true }),
    loadingLabel: 'Cargando el equipo…',
    errorMessage: 'Error al cargar el equipo',
    notFound: { to: '/dashboard/teams', message: 'No se encontró el equipo.' },
    children: (team: Team) => <p>Equipo: {team.name}</p>,
  },
} satisfies Meta<typeof QueryView<Team>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first answer is on its way: a status named by what loads, with its label shown. */
export const Cargando: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando el equipo…' })).toBeVisible();
  },
};

/** Offline, the first load is paused (TanStack's fetchStatus): it says it waits for the connection, no endless wheel. */
export const SinConexion: Story = {
  name: 'Sin conexión',
  args: { query: queryOf({ isPending: true, fetchStatus: 'paused' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sin conexión: se va a cargar cuando vuelva la conexión.');
    await expect(canvas.queryByRole('status', { name: 'Cargando el equipo…' })).not.toBeInTheDocument();
  },
};

/** The first load failed: the error stays, and 'Reintentar' asks again. */
export const ErrorDeCarga: Story = {
  name: 'Error de carga',
  args: { query: queryOf({ isLoadingError: true, error: failure(500, 'Error inesperado') }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar el equipo');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

/** The record does not exist: the page leaves for the list (the toast says why), nothing of the record shows. */
export const NoEncontrado: Story = {
  name: 'No encontrado',
  args: { query: queryOf({ isLoadingError: true, error: failure(404, 'No se encontró el equipo.') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  },
};

/** The data arrived: the screen itself. */
export const ConDatos: Story = {
  name: 'Con datos',
  args: { query: queryOf({ data: { name: 'Los Dorados' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Equipo: Los Dorados')).toBeVisible();
  },
};
