import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { registeredTeamStates } from '@contracts/entities/team-state';
import { teamsEndpoints } from '@contracts/teams';
import type { TeamListRow } from '@contracts/entities/teams';
import { db } from '@mocks/db/store';
import { competitionOverview } from '@mocks/rules/competition-overview';
import { currentCompetition } from '@mocks/rules/current-competition';
import HomePage from '@/features/home/home-page';
import TeamsPage from '@/features/teams/admin/teams-page';
import { teamStateLabels } from '@/lib/labels/team-state-labels';
import { href } from '@/lib/routing/routes';
import { rowState } from '@/lib/team/team-payment-state';
import { clientAs } from '../../mocks/signed-in-client';
import { renderPage, renderScreen, signInAs } from '../support';

/**
 * Issue 31, 'Counts that reconcile': the home said 56 inscriptos · 44 completos · 23 aceptados ·
 * 24 pagados · 3 exentos while the team list said 63 equipos and called a transfer waiting for
 * an admin 'Registrado'. Now the home splits the registered teams by the state the list shows,
 * each count a link to exactly those rows, and says what the other figures include.
 */
const expected = () => competitionOverview(db(), currentCompetition(db()));
const plural = (n: number) => `${n} ${n === 1 ? 'equipo' : 'equipos'}`;

async function listRows(): Promise<TeamListRow[]> {
  const admin = await clientAs('admin.cliente');
  const reply = await admin.call(teamsEndpoints.getOwnOrList, { query: { competition_id: currentCompetition(db())!.id } });
  if (!reply.ok) throw new Error(reply.message);
  return reply.data as TeamListRow[];
}

describe("the organiser's counts (issue 31)", () => {
  it('splits the registered teams by state, adding up to Inscriptos, each count as many rows as the list shows in that state', async () => {
    const { teams } = expected();
    const rows = await listRows();
    expect(teams.registered + teams.not_registered).toBe(rows.length);
    expect(registeredTeamStates.reduce((sum, state) => sum + teams.by_state[state], 0)).toBe(teams.registered);
    for (const state of registeredTeamStates) {
      expect(teams.by_state[state], state).toBe(rows.filter((r) => rowState(r).state === state).length);
    }
    expect(rows.filter((r) => rowState(r).state === 'not_registered')).toHaveLength(teams.not_registered);
    // The seed holds teams in every common state, so a count stuck at 0 would not pass.
    for (const state of ['registered', 'payment_in_progress', 'paid', 'exempt'] as const) expect(teams.by_state[state], state).toBeGreaterThan(0);

    await signInAs('clientAdmin');
    renderPage(<HomePage />, '/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Equipos' })).closest('section')!;
    for (const state of registeredTeamStates.filter((s) => teams.by_state[s] > 0)) {
      const link = within(card).getByRole('link', { name: `${teamStateLabels[state]}: ${plural(teams.by_state[state])}` });
      expect(link).toHaveAttribute('href', `${href('teams')}?estado=${state}`);
    }
    expect(card).toHaveTextContent(`${teams.registered} de ${plural(rows.length)} están inscriptos en la competencia; ${teams.not_registered} sin inscribir.`);
    expect(card).toHaveTextContent('Aceptados: los de estado «Pagado» y «Exento de Pago», con número de equipo.');
    expect(card).toHaveTextContent(/Completos: con 3 miembros, timonel y embarcación/);
    expect(within(card).getByRole('link', { name: `Ver los ${plural(rows.length)}` })).toHaveAttribute('href', href('teams'));
    expect(card).not.toHaveTextContent('Pagados');
  });

  it("opens the team list on a state's rows: its count is the home's", async () => {
    const { teams } = expected();
    await signInAs('clientAdmin');
    renderScreen(<TeamsPage title="Equipos" />, `${href('teams')}?estado=payment_in_progress`);
    const table = await screen.findByRole('table', { name: 'Equipos' });
    const total = teams.registered + teams.not_registered;
    expect(await screen.findByText(`${teams.by_state.payment_in_progress} de ${total} equipos`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(teams.by_state.payment_in_progress));
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Pago en Progreso');
  });

  it("reads an exempt team as 'Exento de Pago', never 'Pagado'", async () => {
    await signInAs('clientAdmin');
    renderScreen(<TeamsPage title="Equipos" />, `${href('teams')}?estado=exempt`);
    const table = await screen.findByRole('table', { name: 'Equipos' });
    const bodyRows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(bodyRows()).toHaveLength(expected().teams.exempt));
    const rows = bodyRows();
    for (const row of rows) {
      expect(row).toHaveTextContent('Exento de Pago');
      expect(row).not.toHaveTextContent(/Pagado(?! )/);
    }
  });
});
