import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { depart, registrationAtDock } from '@mocks/rules/dock';
import HomePage from '@/features/home/home-page';
import { judgeHomeTexts } from '@/features/home/judge/judge-today';
import { href } from '@/lib/routing/routes';
import { renderScreen, signInAs } from '../support';

describe("the judge's home (issue 35)", { timeout: 20_000 }, () => {
  it("says which competition is today's, where the teams are at the dock, and links to the check-in and the catch log", async () => {
    const c = currentCompetition(db())!;
    const now = new Date().toISOString();
    depart(db(), registrationAtDock(db(), c.id, { team_number: 1 }), 1, now, now);
    await signInAs('judge');
    renderScreen(<HomePage />, href('home'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Hola, fiscal.muelle!');
    expect(screen.getByText('Fiscal')).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: judgeHomeTexts.today });
    expect(await within(today).findByText(c.name)).toBeInTheDocument();
    const accepted = db().teamCompetitions.filter((r) => r.competition_id === c.id && r.status === 'accepted').length;
    expect(await within(today).findByText(judgeHomeTexts.dock({ not_arrived: accepted - 1, out: 1, back: 0 }))).toBeInTheDocument();
    const tasks = screen.getByRole('region', { name: judgeHomeTexts.tasks });
    expect(within(tasks).getByRole('link', { name: 'Control de muelle' })).toHaveAttribute('href', '/dashboard/check-in');
    expect(within(tasks).getByRole('link', { name: 'Capturas' })).toHaveAttribute('href', '/dashboard/catches');
  });

  it('is not shown to an admin, whose home is the overview', async () => {
    await signInAs('clientAdmin');
    renderScreen(<HomePage />, href('home'));
    expect(screen.queryByRole('region', { name: judgeHomeTexts.tasks })).not.toBeInTheDocument();
  });
});
