import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { registrationOf, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { demoAccount } from '@mocks/demo-accounts';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import TeamDetailPage from '@/features/teams/admin/team-detail-page';
import { toast } from '@/ui/toast-store';
import { recordBodies, renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 20_000;

/** capitan.pendiente's team: registered in the current competition, unpaid, nothing pending. */
function unpaidTeam() {
  const owner = userByUsername(db(), demoAccount('ownerUnpaidTeam').username)!;
  const registration = registrationOf(db(), owner.team_id!, currentCompetition(db())!.id)!;
  return { teamId: owner.team_id!, registration };
}

function renderTeam(teamId: number) {
  return renderScreen(
    <Route path={routePattern('teamView')}>
      <TeamDetailPage title="Detalle del equipo" />
    </Route>,
    href('teamView', { id: teamId }),
  );
}

const failWith = (method: 'post' | 'patch' | 'get', path: string, status: number, message: string) =>
  server.use(http[method](`*/api${path}`, () => HttpResponse.json({ statusCode: status, message, data: null }, { status })));

beforeEach(() => toast.clear());

describe('admin team detail', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('shows the cards and offers exactly the actions SPEC §4 allows an unpaid registered team', async () => {
    await signInAs('clientAdmin');
    renderTeam(unpaidTeam().teamId);
    expect(await screen.findByRole('heading', { name: 'Información' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Miembros \(\d\/3\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Embarcación' })).toBeInTheDocument();
    expect(screen.getByText('Registrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar transferencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar efectivo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eximir del pago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar exención' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar equipo' })).toHaveAttribute('href', href('teamEdit', { id: unpaidTeam().teamId }));
    expect(screen.getByRole('link', { name: 'Volver a equipos' })).toHaveAttribute('href', href('teams'));
  });

  it('shows a pending transfer once, as the last payment with its status, the amount declared and a link to decide it', async () => {
    await signInAs('clientAdmin');
    const transfer = db().transferPayments.find((t) => t.confirmation_status === 'pending')!;
    const payment = db().payments.find((p) => p.id === transfer.payment_id)!;
    const teamId = db().teamCompetitions.find((tc) => tc.id === payment.team_competition_id)!.team_id;
    renderTeam(teamId);
    const card = (await screen.findByRole('heading', { name: 'Pago' })).closest('section')!;
    const decide = within(card).getAllByRole('link', { name: 'Decidir la transferencia' });
    expect(decide).toHaveLength(1);
    expect(decide[0]).toHaveAttribute('href', href('pendingTransferView', { id: payment.id }));
    const entry = decide[0]!.closest('dd')!;
    expect(entry.previousElementSibling).toHaveTextContent('Último pago');
    expect(entry).toHaveTextContent(/declarado/);
    expect(within(entry).getByText('Pendiente')).toBeInTheDocument();
    expect(within(card).getAllByText(/^Transferencia · /)).toHaveLength(db().payments.filter((p) => p.team_competition_id === payment.team_competition_id && p.payment_type === 'transfer').length);
    expect(card).not.toHaveTextContent(/cobrado/);
  });

  it('goes back to the team list with the SPEC message for an unknown team', async () => {
    await signInAs('clientAdmin');
    const { history } = renderTeam(999999);
    expect(await screen.findByText('No se encontró el equipo.')).toBeInTheDocument();
    expect(history.at(-1)).toBe(href('teams'));
  });
});

describe('exemption dialog', { timeout: FORM_TEST_TIMEOUT }, () => {
  async function openExemption() {
    await signInAs('clientAdmin');
    const team = unpaidTeam();
    renderTeam(team.teamId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eximir del pago' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Eximir del pago' }), team };
  }

  it('requires a reason', async () => {
    const { user, dialog, team } = await openExemption();
    const sent = recordBodies('patch', `/team_competitions/${team.registration.id}/exemption`);
    await user.click(within(dialog).getByRole('button', { name: 'Eximir del pago' }));
    expect((await within(dialog).findAllByText('Por favor, rellene el motivo de la exención')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it("asks for notes only for 'Otro', then 4 to 250 characters", async () => {
    const { user, dialog, team } = await openExemption();
    const sent = recordBodies('patch', `/team_competitions/${team.registration.id}/exemption`);
    await user.click(within(dialog).getByRole('button', { name: /Motivo de la exención/ }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    expect(within(dialog).queryByRole('textbox', { name: /Notas/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Motivo de la exención/ }));
    await user.click(await screen.findByRole('option', { name: 'Otro' }));
    const notes = within(dialog).getByRole('textbox', { name: /Notas/ });
    await user.click(within(dialog).getByRole('button', { name: 'Eximir del pago' }));
    expect(notes).toHaveAccessibleDescription(/Este campo es obligatorio/);
    await user.type(notes, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Eximir del pago' }));
    expect(notes).toHaveAccessibleDescription(/Debe tener al menos 4 caracteres/);
    expect(sent).toEqual([]);

    await user.type(notes, 'd');
    await user.click(within(dialog).getByRole('button', { name: 'Eximir del pago' }));
    expect(await screen.findByText('Equipo eximido del pago')).toBeInTheDocument();
    expect(sent).toEqual([{ exemption_reason: 'other', exemption_notes: 'abcd' }]);
    expect(await screen.findByRole('button', { name: 'Quitar exención' })).toBeInTheDocument();
  });

  it("tells 'Error al realizar la exención de pago' when the call fails", async () => {
    const { user, dialog, team } = await openExemption();
    failWith('patch', `/team_competitions/${team.registration.id}/exemption`, 422, 'El equipo tiene pagos pendientes');
    await user.click(within(dialog).getByRole('button', { name: /Motivo de la exención/ }));
    await user.click(await screen.findByRole('option', { name: 'Periodista' }));
    await user.click(within(dialog).getByRole('button', { name: 'Eximir del pago' }));
    expect(await screen.findByText('Error al realizar la exención de pago')).toBeInTheDocument();
    expect(await within(dialog).findByText('El equipo tiene pagos pendientes')).toBeInTheDocument();
  });
});

describe('record payment dialogs', { timeout: FORM_TEST_TIMEOUT }, () => {
  async function openDialog(button: string, title: string) {
    await signInAs('clientAdmin');
    renderTeam(unpaidTeam().teamId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: button }));
    return { user, dialog: await screen.findByRole('dialog', { name: title }) };
  }

  it("says 'No hay precios de transferencia disponibles' when the competition has none", async () => {
    server.use(http.get('*/api/competition_prices/competition/:id', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
    const { dialog } = await openDialog('Registrar transferencia', 'Registrar pago por transferencia');
    expect(await within(dialog).findByText('No hay precios de transferencia disponibles')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Registrar pago' })).toBeDisabled();
  });

  it("says 'No hay precios en efectivo disponibles' when the competition has none", async () => {
    server.use(http.get('*/api/competition_prices/competition/:id', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
    const { dialog } = await openDialog('Registrar efectivo', 'Registrar pago en efectivo');
    expect(await within(dialog).findByText('No hay precios en efectivo disponibles')).toBeInTheDocument();
  });

  it("says 'Error al cargar los precios disponibles' when the prices do not load", async () => {
    failWith('get', '/competition_prices/competition/:id', 500, 'Error interno');
    const { dialog } = await openDialog('Registrar efectivo', 'Registrar pago en efectivo');
    expect(await within(dialog).findByText('Error al cargar los precios disponibles')).toBeInTheDocument();
  });

  it('records cash received for the team and the team reads paid', async () => {
    const { user, dialog } = await openDialog('Registrar efectivo', 'Registrar pago en efectivo');
    const sent = recordBodies('post', '/payments/cash');
    await user.click(await within(dialog).findByRole('button', { name: /Precio/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(within(dialog).getByRole('textbox', { name: /DNI del pagador/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Nombre del pagador/ }), 'Rosa');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellido del pagador/ }), 'Giménez');
    await user.type(within(dialog).getByRole('textbox', { name: /DNI del pagador/ }), '30111222');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Pago registrado correctamente')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ payer_first_name: 'Rosa', payer_dni: '30111222', team_id: unpaidTeam().teamId })]);
    expect(await screen.findAllByText('Pagado')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Registrar efectivo' })).not.toBeInTheDocument();
  });

  it("tells 'Error al registrar el pago' with the server's reason when a transfer is refused", async () => {
    const { user, dialog } = await openDialog('Registrar transferencia', 'Registrar pago por transferencia');
    failWith('post', '/payments/transfer/admin', 422, 'El equipo tiene pagos pendientes');
    await user.click(await within(dialog).findByRole('button', { name: /Precio/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre del remitente/ }), 'Rosa');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellido del remitente/ }), 'Giménez');
    await user.type(within(dialog).getByRole('textbox', { name: /CUIT del remitente/ }), '27301112224');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Error al registrar el pago')).toBeInTheDocument();
    expect(await within(dialog).findByText('El equipo tiene pagos pendientes')).toBeInTheDocument();
  });
});
