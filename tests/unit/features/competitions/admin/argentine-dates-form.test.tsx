import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { db } from '@mocks/db/store';
import CompetitionEditPage from '@/features/competitions/admin/competition-edit-page';
import PriceEditPage from '@/features/competitions/admin/price-edit-page';
import { href, routePattern } from '@/lib/routing/routes';
import { renderScreen, signInAs } from '../../support';
import { FORM_TEST_TIMEOUT, nextYear, pricesOf, recordWrites, seededCurrentCompetition, segmentOf } from './support';

/**
 * Decision 0038: the forms read and write Argentine days and times whatever the browser's
 * zone. This file runs in Tokyo (UTC+09:00): read in the browser's zone, the competition's
 * 06:00 would show as 18:00 and a price's last day (23:59:59.999 in Argentina) as the next day.
 */
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = zone;
});

const segments = (label: RegExp) => {
  const group = screen.getByRole('group', { name: label });
  const read = (type: string) => group.querySelector(`[role="spinbutton"][data-type="${type}"]`)?.getAttribute('aria-valuenow') ?? null;
  return { group, day: read('day'), month: read('month'), year: read('year'), hour: read('hour'), minute: read('minute') };
};

const renderCompetitionEdit = (id: number) =>
  renderScreen(
    <Route path={routePattern('competitionEdit')}>
      <CompetitionEditPage title="Editar competencia" />
    </Route>,
    href('competitionEdit', { id }),
  );

const renderPriceEdit = (id: number) =>
  renderScreen(
    <Route path={routePattern('priceEdit')}>
      <PriceEditPage title="Editar precio" />
    </Route>,
    href('priceEdit', { id }),
  );

describe('dates in the competition and price forms are Argentine', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('runs in a browser zone that is not Argentina', () => {
    expect(new Date('2026-12-25T12:00:00Z').getTimezoneOffset()).toBe(-540);
  });

  it("shows the competition's start at its Argentine time, and a changed hour is sent as Argentine time", async () => {
    await signInAs('systemAdmin');
    const competition = seededCurrentCompetition();
    const [day, time] = competition.start_date.split('T') as [string, string];
    expect(time).toBe('06:00:00.000-03:00');
    const writes = recordWrites();
    renderCompetitionEdit(competition.id);
    await screen.findByRole('button', { name: 'Guardar cambios' });

    const start = segments(/^Inicio de la competencia/);
    expect([start.year, start.month, start.day].map(Number)).toEqual(day.split('-').map(Number));
    expect([start.hour, start.minute]).toEqual(['6', '0']);

    fireEvent.keyDown(segmentOf(start.group, 'hour'), { key: 'ArrowUp' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Competencia actualizada', {}, { timeout: 10_000 });
    expect(writes).toEqual([{ method: 'PATCH', path: `/competitions/${competition.id}`, body: { start_date: `${day}T07:00:00.000-03:00` } }]);
  });

  it("shows a price's last day back as the day it was entered, even when the API wrote it in UTC", async () => {
    await signInAs('systemAdmin');
    const price = pricesOf(seededCurrentCompetition().id)[0]!;
    // The same instant as 25/12 23:59:59.999 in Argentina, as another backend may write it.
    price.end_date = '2026-12-26T02:59:59.999Z';
    const writes = recordWrites();
    renderPriceEdit(price.id);
    await screen.findByRole('button', { name: 'Guardar cambios' });
    const end = segments(/^Vigente hasta/);
    expect([end.day, end.month, end.year]).toEqual(['25', '12', '2026']);

    // Untouched, it is unchanged: nothing is sent.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No se han modificado los datos')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('sends a changed last day as 23:59:59.999 of that Argentine day, and the edit shows it back', async () => {
    await signInAs('systemAdmin');
    const competition = seededCurrentCompetition();
    const price = pricesOf(competition.id).at(-1)!;
    const [day] = price.end_date.split('T') as [string];
    const nextYearsDay = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    const writes = recordWrites();
    const view = renderPriceEdit(price.id);
    await screen.findByRole('button', { name: 'Guardar cambios' });
    nextYear(/^Vigente hasta/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Precio actualizado correctamente', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: `/competition_prices/${price.id}`, body: { end_date: `${nextYearsDay}T23:59:59.999-03:00` } }]);
    expect(db().competitionPrices.find((p) => p.id === price.id)!.end_date).toBe(`${nextYearsDay}T23:59:59.999-03:00`);

    // Round trip: opened again, the form shows the day that was entered.
    view.unmount();
    renderPriceEdit(price.id);
    await screen.findByRole('button', { name: 'Guardar cambios' });
    const end = segments(/^Vigente hasta/);
    expect([end.year, end.month, end.day].map(Number)).toEqual(nextYearsDay.split('-').map(Number));
    // A price's dates are days only.
    expect(end.hour).toBeNull();
  });
});
