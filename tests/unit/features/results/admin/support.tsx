import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import type { AcceptedTeam } from '@contracts/entities/teams';
import { toAcceptedTeam } from '@mocks/db/mappers/teams';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import ResultsAdminPage from '@/features/results/admin/results-admin-page';
import { teamName } from '@/features/results/shared/results-tables';
import { renderScreen } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
export const FORM_TEST_TIMEOUT = 30_000;

/** The current competition: accepted teams, no result yet. */
export const current = () => currentCompetition(db())!;
/** The finished competition: every overall position taken, some species and categories given. */
export const finished = () => db().competitions.find((c) => c.id !== current().id)!;

/** The teams accepted in a competition, as the results screens read them. */
export const acceptedTeams = (competitionId: number): AcceptedTeam[] =>
  db()
    .teamCompetitions.filter((tc) => tc.competition_id === competitionId && tc.status === 'accepted')
    .map((tc) => toAcceptedTeam(db(), db().teams.find((t) => t.id === tc.team_id)!, competitionId));

export function renderResults(id: number | string) {
  return renderScreen(
    <Route path={routePattern('competitionResults')}>
      <ResultsAdminPage title="Resultados de la competencia" />
    </Route>,
    href('competitionResults', { id }),
  );
}

/** Opens an add dialog by its button and answers the dialog. */
export async function openDialog(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name }));
}

/** Picks an option of a react-aria select by the select's label. */
export async function choose(user: UserEvent, dialog: ReturnType<typeof within>, label: string, option: string) {
  await user.click(dialog.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export const teamLabel = (team: AcceptedTeam) => teamName(team);

/** The option names a select offers (the listbox closes again). */
export async function optionsOf(user: UserEvent, dialog: ReturnType<typeof within>, label: string) {
  await user.click(dialog.getByRole('button', { name: new RegExp(`${label}$`) }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => ({ name: o.textContent ?? '', disabled: o.getAttribute('aria-disabled') === 'true' }));
  await user.keyboard('{Escape}');
  return names;
}

export const answerWith = (method: 'get' | 'post' | 'delete', path: string, status: number, message: string) =>
  server.use(http[method](`*/api${path}`, () => HttpResponse.json({ statusCode: status, message, data: null }, { status })));
