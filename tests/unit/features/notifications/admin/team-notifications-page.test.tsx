import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { membersOf, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import { teamStatus } from '@mocks/rules/team-status';
import TeamNotificationsPage from '@/features/notifications/admin/team-notifications-page';
import { TABLE_PAGE_SIZE } from '@/ui/data-table';
import { toast } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const TEST_TIMEOUT = 30_000;

/** The teams registered in the current competition that still lack `step`, from the server's data. */
function teamsMissing(step: 'missing_boat' | 'payment_due') {
  const competition = currentCompetition(db())!;
  return db()
    .teamCompetitions.filter((tc) => tc.competition_id === competition.id)
    .map((tc) => db().teams.find((t) => t.id === tc.team_id)!)
    .filter((t) => teamStatus(db(), t.id, competition.id).missing[step]);
}
const teamsMissingBoat = () => teamsMissing('missing_boat');
const unreadOfTeam = (teamId: number, type: string) =>
  db().userNotifications.filter((n) => n.team_id === teamId && n.type === type && n.status === 'unread').length;

async function openTable(path = href('notificationsTeams')) {
  await signInAs('systemAdmin');
  renderScreen(<TeamNotificationsPage title="Notificaciones de equipos" />, path);
  const table = await screen.findByRole('table', { name: 'Notificaciones de equipos' });
  // Loaded: the rows' send buttons are there (every view these tests open has a pending step).
  await within(table).findAllByRole('button', { name: /^Enviar recordatorio a / });
  return table;
}
const findRow = (table: HTMLElement, team: string) => within(table).queryAllByRole('row').find((r) => within(r).queryByRole('rowheader')?.textContent === team);
/** The row of `team` once the table shows it (the table may still be applying the URL's search). */
const rowOf = (table: HTMLElement, team: string) =>
  waitFor(() => {
    const row = findRow(table, team);
    if (!row) throw new Error(`No se muestra la fila de ${team}`);
    return row;
  });

beforeEach(() => toast.clear());

describe('per-team notifications table', { timeout: TEST_TIMEOUT }, () => {
  it("shows a completed step as a 'Completado' badge and a pending one as a send button, and filters a column by state", async () => {
    const incomplete = db().teams.find((t) => t.id === userByUsername(db(), 'capitan.incompleto')!.team_id)!;
    const table = await openTable(`${href('notificationsTeams')}?buscar=${encodeURIComponent(incomplete.name)}`);
    const row = await rowOf(table, incomplete.name);
    // capitan.incompleto: two members and no helmsman, a boat, registered without paying.
    expect(within(row).getByRole('button', { name: `Enviar recordatorio a ${incomplete.name}: Faltan miembros` })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Enviar recordatorio a ${incomplete.name}: Pago pendiente` })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Falta embarcación/ })).not.toBeInTheDocument();
    expect(within(row).getByText('Completado')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Falta embarcación/ }));
    await user.click(await screen.findByRole('option', { name: 'Pendiente' }));
    await waitFor(() => expect(findRow(table, incomplete.name)).toBeUndefined());
  });

  it('confirms before sending, sends to every member, and the next send of that type warns that one is already active', async () => {
    const team = teamsMissingBoat().find((t) => unreadOfTeam(t.id, 'missing_boat') === 0)!;
    const table = await openTable(`${href('notificationsTeams')}?buscar=${encodeURIComponent(team.name)}`);
    const user = userEvent.setup();
    const send = async () => user.click(within(await rowOf(table, team.name)).getByRole('button', { name: `Enviar recordatorio a ${team.name}: Falta embarcación` }));

    await send();
    let dialog = await screen.findByRole('alertdialog', { name: `¿Enviar recordatorio a ${team.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(unreadOfTeam(team.id, 'missing_boat')).toBe(0);

    await send();
    dialog = await screen.findByRole('alertdialog', { name: `¿Enviar recordatorio a ${team.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar recordatorio' }));
    expect(await screen.findByText(`Recordatorio enviado a ${team.name}`)).toBeInTheDocument();
    expect(unreadOfTeam(team.id, 'missing_boat')).toBe(membersOf(db(), team.id).length);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The boat cell (the team name is the row header, then one cell per reminder) says a reminder is unread.
    await waitFor(async () => expect(within(await rowOf(table, team.name)).getAllByRole('cell')[2]).toHaveTextContent('Pendiente, con aviso sin leer'));
    await send();
    dialog = await screen.findByRole('alertdialog', { name: `${team.name} ya tiene un recordatorio activo` });
    expect(dialog).toHaveTextContent('¿Querés enviar otro recordatorio de todos modos?');
    expect(within(dialog).getByRole('button', { name: 'Enviar otro' })).toBeInTheDocument();
  });

  it("shows the server's refusal, and 'Error al enviar la notificación' when the server fails", async () => {
    const team = teamsMissingBoat()[0]!;
    const table = await openTable(`${href('notificationsTeams')}?buscar=${encodeURIComponent(team.name)}`);
    const user = userEvent.setup();
    const sendOnce = async () => {
      await user.click(within(await rowOf(table, team.name)).getByRole('button', { name: `Enviar recordatorio a ${team.name}: Falta embarcación` }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^Enviar/ }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    server.use(http.post('*/api/user_notifications/teams/:teamId', () => HttpResponse.json({ statusCode: 422, message: 'El equipo ya completó ese paso' }, { status: 422 }), { once: true }));
    await sendOnce();
    expect(await screen.findByText('El equipo ya completó ese paso')).toBeInTheDocument();

    server.use(http.post('*/api/user_notifications/teams/:teamId', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 }), { once: true }));
    await sendOnce();
    expect(await screen.findByText('Error al enviar la notificación')).toBeInTheDocument();
  });
});

describe('sending one reminder to every pending team of the view', { timeout: TEST_TIMEOUT }, () => {
  it('counts the pending teams of the filtered view (all pages), confirms that number, sends each once and sums up', async () => {
    // Unpaid teams fill more than one page of the table: the send reaches all of them.
    const pending = teamsMissing('payment_due');
    expect(pending.length).toBeGreaterThan(TABLE_PAGE_SIZE);
    const before = new Map(pending.map((t) => [t.id, unreadOfTeam(t.id, 'payment_due')]));
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/user_notifications/teams/')) posts.push(request.url);
    });
    // One team refuses: the summary reports it with the server's reason.
    const refused = pending[0]!;
    server.use(
      http.post(`*/api/user_notifications/teams/${refused.id}`, () => HttpResponse.json({ statusCode: 422, message: 'El equipo ya completó ese paso' }, { status: 422 })),
    );

    await openTable(`${href('notificationsTeams')}?payment_due=Pendiente`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Recordatorio/ }));
    await user.click(await screen.findByRole('option', { name: 'Pago pendiente' }));
    const n = pending.length;
    await user.click(screen.getByRole('button', { name: `Enviar a ${n} equipos pendientes` }));
    const dialog = await screen.findByRole('alertdialog', { name: `¿Enviar «Pago pendiente» a ${n} equipos?` });
    await user.click(within(dialog).getByRole('button', { name: `Enviar a ${n} equipos` }));

    // The summary follows ~30 sends, three at a time: more than findBy's default second on a busy runner.
    const status = await screen.findByText(`«Pago pendiente»: ${n - 1} enviados, 1 rechazados.`, {}, { timeout: 10_000 });
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Envíos rechazados' })).toHaveTextContent(`${refused.name}: El equipo ya completó ese paso`);
    expect(posts).toHaveLength(n);
    expect(new Set(posts).size).toBe(n);
    for (const team of pending.slice(1)) expect(unreadOfTeam(team.id, 'payment_due')).toBe(before.get(team.id)! + membersOf(db(), team.id).length);
    server.events.removeAllListeners();
  });
});

describe('per-team reminder by WhatsApp (issue 22)', { timeout: TEST_TIMEOUT }, () => {
  /** capitan.incompleto's team, its owner's phone set to `phone`, with the reminder dialog of 'Faltan miembros' open. */
  async function openMembersReminder(phone: string | null) {
    const owner = userByUsername(db(), 'capitan.incompleto')!;
    owner.personal_info!.primary_phone_number = phone;
    const team = db().teams.find((t) => t.id === owner.team_id)!;
    // The team's detail, read when the dialog opens, has answered.
    const detailAnswered = new Promise<void>((resolve) => {
      const listener = ({ request }: { request: Request }) => {
        if (!new URL(request.url).pathname.endsWith(`/teams/${team.id}`)) return;
        server.events.removeListener('response:mocked', listener);
        resolve();
      };
      server.events.on('response:mocked', listener);
    });
    const table = await openTable(`${href('notificationsTeams')}?buscar=${encodeURIComponent(team.name)}`);
    await userEvent.setup().click(within(await rowOf(table, team.name)).getByRole('button', { name: `Enviar recordatorio a ${team.name}: Faltan miembros` }));
    // The seed may have left the team an unread one already: either wording of the dialog.
    const dialog = await screen.findByRole('alertdialog');
    return { owner, team, dialog, detailAnswered };
  }

  it("offers the same reminder, written to the owner's phone, inside the confirmation", async () => {
    const { owner, team, dialog } = await openMembersReminder('011 15-2345-6789');
    const link = await within(dialog).findByRole('link', { name: /^Escribir por WhatsApp a / });
    expect(link).toHaveAccessibleName(`Escribir por WhatsApp a ${owner.personal_info!.first_name} ${owner.personal_info!.last_name} (se abre en otra pestaña)`);
    const url = new URL(link.getAttribute('href')!);
    expect(url.pathname).toBe('/5491123456789');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(`Tu equipo ${team.name} tiene 2 de 3 miembros.`);
    // Only the step of this dialog, not everything the team lacks.
    expect(text).not.toContain('timonel');
    expect(text).not.toContain('pendiente de pago');
  });

  it('offers no WhatsApp when the owner has no phone', async () => {
    const { dialog, detailAnswered } = await openMembersReminder(null);
    await detailAnswered;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(dialog).getByRole('button', { name: /^Enviar (recordatorio|otro)$/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
