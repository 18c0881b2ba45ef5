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
import { fitsTheScreen, phoneViewport } from '../support/phone';

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
// Only the API's paths ('/api/…' on this origin): '*\/api/*' also matched the workbench's own
// modules under src/api/, and answered their fetches with this 500 (decision 0077).
const noRequests = [http.all('/api/*', () => HttpResponse.json({ statusCode: 500, message: 'Solicitud inesperada' }, { status: 500 }))];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<TeamListRow>,
  decorators: [withMemoryUrl()],
  parameters: { msw: { handlers: noRequests } },
  args: {
    label: 'Equipos',
    noun: { one: 'equipo', other: 'equipos' },
    columns: teamListColumns,
    rows: teams,
    search: { placeholder: 'Equipo, barra o capitán' },
    emptyText: 'Todavía no hay equipos.',
    noResultsText: 'Ningún equipo tiene ese estado.',
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

/** A search that finds nothing names itself and offers to clear it. */
export const SinResultados: Story = {
  name: 'Sin resultados',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'zzz');
    await expect(await canvas.findByText('No hay equipos que coincidan con «zzz».', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByText(`0 de ${teams.length} equipos`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar búsqueda' }));
    await expect(canvas.getByText(`${teams.length} equipos`)).toBeInTheDocument();
  },
};

/** The total names the list's rows; the page field reaches any page directly. */
export const TotalYSaltoDePagina: Story = {
  name: 'Total y salto de página',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${teams.length} equipos`)).toBeInTheDocument();
    const field = canvas.getByRole('textbox', { name: 'Página' });
    await userEvent.clear(field);
    await userEvent.type(field, `${pages}{Enter}`);
    await expect(canvas.getByText(`Página ${pages} de ${pages}`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

/** 10 rows per page by default (SPEC), or 25, 50 or 100. */
export const TamanoDePagina: Story = {
  name: 'Tamaño de página',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Filas por página/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '25' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(Math.min(teams.length, 25) + 1));
    await expect(canvas.getByText(`Página 1 de ${Math.ceil(teams.length / 25)}`)).toBeInTheDocument();
  },
};

/** On a phone each row is a card: the name first and whole, each value with its label, the actions on it. */
export const Telefono: Story = {
  name: 'Teléfono: tarjetas',
  ...phoneViewport,
  args: { rowActions: [{ label: 'Editar', onAction: fn() }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('row')[1]!;
    const name = within(first).getByRole('rowheader');
    const edit = within(first).getByRole('button', { name: `Editar ${teams[0]!.team_name}` });
    // The card stacks its values: the name above the action, both inside the screen.
    await expect(name.getBoundingClientRect().top).toBeLessThan(edit.getBoundingClientRect().top);
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: /Equipo/ }).closest('thead')!).position).toBe('absolute');
    await expect(fitsTheScreen()).toBe(true);
  },
};

/** An empty search on a phone: the sentence and 'Limpiar búsqueda' on screen. */
export const TelefonoSinResultados: Story = {
  name: 'Teléfono: sin resultados',
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'zzz');
    const clear = await canvas.findByRole('button', { name: 'Limpiar búsqueda' }, { timeout: 3000 });
    await expect(clear.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(fitsTheScreen()).toBe(true);
  },
};

/**
 * Printed (the story emulates the print event): the whole filtered list, every page, as a
 * plain table with the count and the date; no fields, buttons or sort icons.
 */
export const Impresion: Story = {
  name: 'Impresión: toda la lista',
  args: { printContext: 'Competencia: Torneo de demostración' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.dispatchEvent(new Event('beforeprint'));
    // On screen the printed table is display: none (print media only), hence `hidden: true`;
    // it follows the screen's table.
    await waitFor(() => expect(canvas.getAllByRole('table', { name: 'Equipos', hidden: true })).toHaveLength(2));
    const printed = canvas.getAllByRole('table', { name: 'Equipos', hidden: true })[1]!;
    await expect(within(printed).getAllByRole('row', { hidden: true })).toHaveLength(teams.length + 1);
    await expect(within(printed).queryByRole('button', { hidden: true })).not.toBeInTheDocument();
    await expect(canvas.getByText(/^Competencia: Torneo de demostración · \d+ equipos · Impreso el/)).toBeInTheDocument();
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(canvas.getAllByRole('table', { name: 'Equipos', hidden: true })).toHaveLength(1));
  },
};

/** No rows at all (a competition nobody registered for yet): the empty state alone, no export of nothing, no pager (issue 31). */
export const Vacia: Story = {
  name: 'Vacía',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todavía no hay equipos.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: /Paginación/ })).not.toBeInTheDocument();
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
