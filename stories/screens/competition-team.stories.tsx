import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import type { MemberCompetitions } from '../../contracts/entities/competitions';
import { handlers } from '../../mocks/handlers';
import { expect, userEvent, within } from 'storybook/test';
import TeamCompetitionsPage from '../../src/features/competitions/owner/team-competitions-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, noCurrentCompetition, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';


const meta = {
  title: 'Pantallas/Competencia (equipo)',
  component: TeamCompetitionsPage,
  args: { title: 'Competencia' },
  decorators: [withRouter(href('competitions'))],
} satisfies Meta<typeof TeamCompetitionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner of a registered, unpaid team: status 'Registrado', prices to choose (transfer preselected). */
export const DuenoSinPagar: Story = {
  name: 'Dueño inscripto sin pagar',
  loaders: [sessionLoader('ownerUnpaidTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Elegí cómo pagar' });
    await expect(within(group).getByRole('radio', { name: /Transferencia/, checked: true })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Pagar por transferencia' })).toBeVisible();
  },
};

/** Choosing cash shows the payer's form (declared; pending until an admin confirms). */
export const DuenoEligeEfectivo: Story = {
  name: 'Dueño elige efectivo',
  loaders: [sessionLoader('ownerUnpaidTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cash = (await canvas.findAllByRole('radio', { name: /Efectivo/ })).find((r) => !(r as HTMLInputElement).disabled);
    await expect(cash).toBeDefined();
    await userEvent.click(cash!.closest('label')!);
    await expect(await canvas.findByRole('button', { name: 'Informar pago en efectivo' })).toBeVisible();
  },
};

/** A transfer declared and waiting for an organiser (issue 31): what was declared, who checks it and how long it takes, no prices. */
export const DuenoPagoInformado: Story = {
  name: 'Dueño con una transferencia informada',
  loaders: [sessionLoader('ownerUnpaidTeam')],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/competitions', async ({ request }) => {
        const answer = (await (await getResponse(handlers, request))!.json()) as { data: MemberCompetitions };
        const registered = answer.data.registeredCompetitions.map((c) => ({
          ...c,
          status: 'payment_in_progress' as const,
          payment_status: 'pending' as const,
          declared_payment: {
            payment_type: 'transfer' as const,
            amount: 210000,
            declared_at: new Date().toISOString(),
            payer_name: 'Ana Pérez',
            payer_document: '27-12345678-3',
          },
        }));
        return HttpResponse.json({ ...answer, data: { ...answer.data, registeredCompetitions: registered } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tu pago está en proceso' })).toBeVisible();
    await expect(canvas.getByText('Ana Pérez (CUIT 27-12345678-3)')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** A paid team: 'Pagado' with its number, and no prices left to pick. */
export const DuenoPagado: Story = {
  name: 'Dueño con la inscripción pagada',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pagado')).toBeVisible();
    await expect(within(canvasElement).getByText('La inscripción está pagada.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** A member reads the same screen without actions. */
export const Miembro: Story = {
  loaders: [sessionLoader('teamMember')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pagado')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Cancelar inscripción|Pagar/ })).not.toBeInTheDocument();
  },
};

/** An owner-role account on someone else's team (docs/decisions/0009) reads like a member. */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
};

/** No current competition. */
export const SinCompetencia: Story = {
  loaders: [sessionLoader('ownerUnpaidTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', noCurrentCompetition));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hay una competencia seleccionada.')).toBeVisible();
  },
};

export const Cargando: Story = {
  loaders: [sessionLoader('ownerUnpaidTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', neverAnswers));
  },
};

export const ErrorDeCarga: Story = {
  loaders: [sessionLoader('ownerUnpaidTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se pudo cargar la competencia.')).toBeVisible();
  },
};
