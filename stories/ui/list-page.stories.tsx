import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { ButtonLink } from '@/ui/button-link';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { withRouter } from '../support/router';

type Club = { id: number; name: string; city: string };
const columns: readonly DataTableColumn<Club>[] = [
  { id: 'nombre', header: 'Nombre', value: (c) => c.name, isRowHeader: true },
  { id: 'ciudad', header: 'Ciudad', value: (c) => c.city },
];
const clubs: Club[] = [
  { id: 1, name: 'Club de Pesca Rosario', city: 'Rosario' },
  { id: 2, name: 'Barra Los Dorados', city: 'Paraná' },
];

const loaded = { error: null, isLoadingError: false, refetch: fn() };
const failed = { error: new ApiError({ ok: false, statusCode: 500, statusText: '', message: 'Error inesperado', data: null }), isLoadingError: true, refetch: fn() };

const meta = {
  title: 'UI/ListPage',
  component: ListPage,
  decorators: [withRouter('/dashboard/institutions')],
  args: {
    title: 'Barras pesqueras',
    actions: <ButtonLink href="/dashboard/institutions/new">Nueva barra pesquera</ButtonLink>,
    query: loaded,
    errorMessage: 'Error al cargar las barras pesqueras',
    children: <DataTable label="Barras pesqueras" columns={columns} rows={clubs} syncUrl={false} />,
  },
} satisfies Meta<typeof ListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading with its action beside it, and the table. */
export const ConDatos: Story = {
  name: 'Con datos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Barras pesqueras' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nueva barra pesquera' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Barras pesqueras' })).toBeVisible();
  },
};

/** An intro under the heading, no action. */
export const ConIntroduccion: Story = {
  name: 'Con introducción',
  args: { actions: undefined, intro: <p>Los participantes se agregan desde su equipo.</p> },
};

/** The list failed to load: the error with 'Reintentar' takes the table's place. */
export const ErrorDeCarga: Story = {
  name: 'Error de carga',
  args: { query: failed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar las barras pesqueras');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

/** Offline, the list's first load is paused: a sentence says it waits for the connection, in the table's place. */
export const SinConexion: Story = {
  name: 'Sin conexión',
  args: { query: { ...loaded, isPending: true, fetchStatus: 'paused' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sin conexión: se va a cargar cuando vuelva la conexión.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};
