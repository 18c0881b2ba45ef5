import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { TeamListRow } from '@contracts/entities/teams';
import { demoDbSnapshot } from '../../mocks/db/reset';
import { AriaRouter } from '../../src/app/aria-router';
import { DataTable } from '@/ui/data-table';
import { teamListRows } from '../support/team-list-rows';
import { teamListColumns } from '../support/team-list-table';
import { href } from '../../src/lib/routing/routes';

// The seeded demo's team list (deterministic: fixed faker seed), as GET /teams returns it.
const teams = teamListRows(demoDbSnapshot());

/**
 * The table keeps its view in the query string; here that is an in-memory URL per story, so
 * no story's search or page leaks into the next (the iframe's own URL is never touched).
 */
const withMemoryUrl = (path = href('teams')) =>
  function MemoryUrl(Story: () => React.ReactNode) {
    const location = memoryLocation({ path });
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AriaRouter>
          <Story />
        </AriaRouter>
      </Router>
    );
  };

// The table makes no request: rows come from the caller. Any call a story would make fails loudly.
const noRequests = [http.all('*/api/*', () => HttpResponse.json({ statusCode: 500, message: 'Solicitud inesperada' }, { status: 500 }))];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<TeamListRow>,
  decorators: [withMemoryUrl()],
  parameters: { msw: { handlers: noRequests } },
  args: {
    label: 'Equipos',
    columns: teamListColumns,
    rows: teams,
    search: { placeholder: 'Equipo, barra o capitán' },
    emptyText: 'Todavía no hay equipos.',
    noResultsText: 'Ningún equipo coincide con la búsqueda.',
    csvFileName: 'equipos',
  },
} satisfies Meta<typeof DataTable<TeamListRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

const pages = Math.ceil(teams.length / 10);

/** The demo's teams: 10 per page, 'Anterior' / 'Siguiente' and 'Página X de Y'. */
export const Llena: Story = {
  name: 'Llena',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Página 1 de ${pages}`)).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText(`Página 2 de ${pages}`)).toBeInTheDocument();
  },
};

/** The search waits 500 ms after typing stops and ignores case and accents. */
export const Busqueda: Story = {
  name: 'Búsqueda sin acentos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withAccent = teams.find((t) => /[áéíóúñ]/i.test(t.owner_name))!;
    const plain = withAccent.owner_name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), plain);
    await waitFor(() => expect(canvas.queryByText(`Página 1 de ${pages}`)).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(canvas.getAllByText(withAccent.owner_name)[0]).toBeInTheDocument();
  },
};

/** Sorted by amount paid, highest first (aria-sort on the header). */
export const Ordenada: Story = {
  name: 'Ordenada por monto pagado',
  args: { initialSort: { column: 'pagado', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /Pagado/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A filter per column that needs one (here status and exemption), combined with the search. */
export const ConFiltros: Story = {
  name: 'Con filtros',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Estado/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pago en progreso' }));
    const inProgress = teams.filter((t) => t.competition_status === 'payment_in_progress').length;
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(Math.min(inProgress, 10) + 1));
  },
};

/** Search and filters exclude every row. */
export const SinResultados: Story = {
  name: 'Sin resultados',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'ningún equipo se llama así');
    await expect(await canvas.findByText('Ningún equipo coincide con la búsqueda.', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** No rows at all (a competition nobody registered for yet). */
export const Vacia: Story = {
  name: 'Vacía',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todavía no hay equipos.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  },
};

/** While the list loads: a spinner in the body, the table marked busy, paging off. */
export const Cargando: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

/** Rows open the team's detail (a link: click, Enter, or a new tab) and carry their own actions. */
export const ConAccionesPorFila: Story = {
  name: 'Con acciones por fila',
  args: {
    rowHref: (t: TeamListRow) => href('teamView', { id: t.team_id }),
    rowActions: [
      { label: 'Editar', onAction: fn() },
      { label: 'Eximir de pago', onAction: fn(), isHidden: (t: TeamListRow) => t.is_payment_exempt },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = teams[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Editar ${first.team_name}` }));
    await expect(args.rowActions![0]!.onAction).toHaveBeenCalledWith(first);
  },
};

/** Without search or export: a short list inside a screen. */
export const Sencilla: Story = {
  args: { rows: teams.slice(0, 5), search: false, csvFileName: undefined, columns: teamListColumns.filter((c) => !c.filter) },
};
