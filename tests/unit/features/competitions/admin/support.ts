import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
export const FORM_TEST_TIMEOUT = 30_000;

/** Records the method, path and JSON body of every write to the API, then lets the real handler answer. */
export function recordWrites() {
  const writes: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      if (request.method === 'GET') return undefined;
      const path = new URL(request.url).pathname.replace(/^.*\/api/, '');
      const text = await request.clone().text();
      writes.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      return undefined;
    }),
  );
  return writes;
}

export const seededCurrentCompetition = () => currentCompetition(db())!;
export const pricesOf = (competitionId: number) => db().competitionPrices.filter((p) => p.competition_id === competitionId);

/** Moves a date picker's year one up (keys straight to the segment: clicking makes happy-dom's selection recurse). */
export function nextYear(label: RegExp, scope: HTMLElement = document.body) {
  const group = within(scope).getByRole('group', { name: label });
  // The year segment by its type: a picker with a time ends in hour and minute segments.
  fireEvent.keyDown(segmentOf(group, 'year'), { key: 'ArrowUp' });
}

/** A react-aria date segment ('day', 'month', 'year', 'hour', 'minute') of a picker's group. */
export function segmentOf(group: HTMLElement, type: string): HTMLElement {
  const segment = group.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`);
  if (!segment) throw new Error(`Sin segmento ${type}`);
  return segment;
}

export const priceRows = () => screen.queryAllByRole('group', { name: /^Precio \d+$/ });

/** Sets an empty date picker to today (ArrowUp on each empty segment takes today's part). */
export function pickToday(label: RegExp) {
  const group = screen.getByRole('group', { name: label });
  for (const segment of within(group).getAllByRole('spinbutton')) fireEvent.keyDown(segment, { key: 'ArrowUp' });
}
