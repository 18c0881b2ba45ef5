import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { db } from '../../mocks/db/store';
import { currentCompetition } from '../../mocks/rules/current-competition';
import CompetitionEditPage from '../../src/features/competitions/admin/competition-edit-page';
import CompetitionNewPage from '../../src/features/competitions/admin/competition-new-page';
import PriceEditPage from '../../src/features/competitions/admin/price-edit-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { href, routePattern } from '../../src/lib/routing/routes';

/** Which screen a story shows; the edit screens read their id from the route. */
type Screen = 'new' | 'edit' | 'price';
function CompetitionAdminForm({ screen }: { screen: Screen }) {
  if (screen === 'new') return <CompetitionNewPage title="Nueva competencia" />;
  if (screen === 'edit') {
    return (
      <Route path={routePattern('competitionEdit')}>
        <CompetitionEditPage title="Editar competencia" />
      </Route>
    );
  }
  return (
    <Route path={routePattern('priceEdit')}>
      <PriceEditPage title="Editar precio" />
    </Route>
  );
}

const currentId = () => currentCompetition(db())!.id;
const firstPriceId = () => db().competitionPrices.find((p) => p.competition_id === currentId())!.id;

const meta = {
  title: 'Pantallas/Competencia (formularios)',
  component: CompetitionAdminForm,
  args: { screen: 'new' },
  decorators: [
    (Story, { args }) =>
      withRouter(
        args.screen === 'new'
          ? href('competitionNew')
          : args.screen === 'edit'
            ? href('competitionEdit', { id: currentId() })
            : href('priceEdit', { id: firstPriceId() }),
      )(Story, {} as never),
  ],
} satisfies Meta<typeof CompetitionAdminForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new competition: one price row; an empty submit lists every required field. */
export const NuevaCompetencia: Story = {
  name: 'Nueva competencia',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear competencia' }));
    await expect(within(canvas.getByRole('alert')).getAllByRole('link', { name: /: Este campo es obligatorio$/ }).length).toBeGreaterThan(8);
  },
};

/**
 * The system admin edits the current competition with its prices as rows. Registration and
 * prices are days; the competition's start and end carry their time (06:00 and 17:00 in the seed).
 */
export const EditarCompetencia: Story = {
  name: 'Editar competencia (Super Administrador)',
  args: { screen: 'edit' },
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Precio 1' })).toBeVisible();
    const valueOf = (label: RegExp, type: string) =>
      canvas.getByRole('group', { name: label }).querySelector(`[data-type="${type}"]`)?.getAttribute('aria-valuenow') ?? null;
    await expect(valueOf(/^Inicio de la competencia/, 'hour')).toBe('6');
    await expect(valueOf(/^Fin de la competencia/, 'hour')).toBe('17');
    await expect(valueOf(/^Fin de inscripción/, 'hour')).toBeNull();
  },
};

/** The client admin edits the competition's own fields; prices are the system admin's. */
export const EditarCompetenciaAdministrador: Story = {
  name: 'Editar competencia (Administrador)',
  args: { screen: 'edit' },
  loaders: [sessionLoader('clientAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Guardar cambios' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Precio 1' })).not.toBeInTheDocument();
  },
};

/** A stored price; saving it unchanged says 'No se han modificado los datos'. */
export const EditarPrecio: Story = {
  name: 'Editar precio',
  args: { screen: 'price' },
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardar cambios' }));
    await expect(await within(document.body).findByText('No se han modificado los datos')).toBeVisible();
  },
};

export const ErrorAlObtenerElPrecio: Story = {
  name: 'Error al obtener el precio',
  args: { screen: 'price' },
  loaders: [sessionLoader('systemAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competition_prices/:id', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al obtener el precio');
  },
};
