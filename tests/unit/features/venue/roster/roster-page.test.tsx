import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import RosterPage from '@/features/venue/roster/roster-page';
import { href } from '@/lib/routing/routes';
import { renderScreen, signInAs } from '../../support';

const acceptedCount = () => db().teamCompetitions.filter((tc) => tc.competition_id === currentCompetition(db())!.id && tc.status === 'accepted').length;

async function open() {
  await signInAs('clientAdmin');
  renderScreen(<RosterPage title="Planilla de control" />, href('roster'));
  return screen.findByRole('table', { name: 'Equipos aceptados' });
}

describe('the control desk roster (issue 31)', { timeout: 20_000 }, () => {
  it('shows every accepted team on one page, each member on a line of their own, the helmsman marked', async () => {
    const table = await open();
    const rows = await within(table).findAllByRole('row');
    expect(rows.slice(1)).toHaveLength(acceptedCount());
    const first = rows[1]!;
    const crew = within(first).getByRole('list');
    expect(within(crew).getAllByRole('listitem')).toHaveLength(3);
    expect(within(crew).getByTitle('timonel')).toHaveTextContent('(T)');
  });

  it("gives the captain's phone as a link that calls it", async () => {
    const table = await open();
    const phones = within(table)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(phones.length).toBeGreaterThan(0);
    expect(phones[0]!.getAttribute('href')).toMatch(/^tel:\+549\d{10}$/);
  });

  it('prints a control sheet: the competition, the print date, and boxes to tick and sign per team', async () => {
    await open();
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    const paper = screen.getByRole('region', { name: 'Planilla impresa' });
    const sheet = within(paper).getByRole('table');
    const headers = within(sheet).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(-4)).toEqual(['Presente', 'Salió', 'Volvió', 'Firma']);
    expect(within(sheet).getAllByRole('row').slice(1)).toHaveLength(acceptedCount());
    expect(await within(paper).findByText(new RegExp(`Competencia: ${currentCompetition(db())!.name}`), undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(paper).getByText(/Impreso el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)).toBeInTheDocument();
  });
});
