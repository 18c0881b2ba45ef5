import { describe, expect, it } from 'vitest';
import { nextDeadline } from '@/features/home/admin/next-deadline';
import { competitionOfTeam, whatComesNext } from '@/features/home/team/what-comes-next';
import { formatDateTime } from '@/lib/format/format';
import { href } from '@/lib/routing/routes';

const dates = {
  registration_start: '2026-10-01T03:00:00.000Z',
  registration_end: '2026-12-01T02:59:00.000Z',
  start_date: '2026-12-12T09:00:00.000Z',
  end_date: '2026-12-13T20:00:00.000Z',
};
const competition = { id: 1, name: 'Concurso', edition: 3, ...dates };
const at = (iso: string) => new Date(iso);

describe("the organisers' next date", () => {
  it('names the next of the competition dates still ahead', () => {
    expect(nextDeadline(competition, at('2026-09-01T00:00:00Z'))).toEqual({ label: 'Abren las inscripciones', at: dates.registration_start });
    expect(nextDeadline(competition, at('2026-11-01T00:00:00Z'))).toEqual({ label: 'Cierran las inscripciones', at: dates.registration_end });
    expect(nextDeadline(competition, at('2026-12-05T00:00:00Z'))).toEqual({ label: 'Empieza la competencia', at: dates.start_date });
    expect(nextDeadline(competition, at('2026-12-13T00:00:00Z'))).toEqual({ label: 'Termina la competencia', at: dates.end_date });
  });

  it('has none once the competition ended', () => {
    expect(nextDeadline(competition, at('2026-12-14T00:00:00Z'))).toBeNull();
  });
});

describe("a team's next step", () => {
  const accepted = { ...dates, status: 'accepted', payment_status: 'paid' } as const;
  const unpaid = { ...dates, status: 'registered', payment_status: 'unpaid' } as const;

  it('sends an owner without a registration to register, and tells a member who does it', () => {
    expect(whatComesNext(null, true).link).toEqual({ label: 'Inscribir al equipo', href: href('competitions') });
    expect(whatComesNext(null, false)).toEqual({ text: expect.stringContaining('Lo inscribe el dueño del equipo.') });
  });

  it('sends an owner whose payment is not confirmed to the payment; a member has no link', () => {
    expect(whatComesNext(unpaid, true).link?.href).toBe(href('competitions'));
    expect(whatComesNext(unpaid, false).link).toBeUndefined();
  });

  it('gives an accepted team the start date, then the end while it runs, then the results', () => {
    expect(whatComesNext(accepted, false, at('2026-12-01T12:00:00Z')).text).toContain(formatDateTime(dates.start_date));
    expect(whatComesNext(accepted, false, at('2026-12-12T12:00:00Z')).text).toContain(formatDateTime(dates.end_date));
    expect(whatComesNext(accepted, false, at('2026-12-20T00:00:00Z')).link).toEqual({ label: 'Ver los resultados', href: href('results') });
  });

  it('speaks of the first competition entered that has not ended, else the last one entered', () => {
    const past = { start_date: '2025-12-12T09:00:00.000Z', end_date: '2025-12-13T20:00:00.000Z' };
    const next = { start_date: dates.start_date, end_date: dates.end_date };
    expect(competitionOfTeam([next, past], at('2026-06-01T00:00:00Z'))).toBe(next);
    expect(competitionOfTeam([next, past], at('2027-06-01T00:00:00Z'))).toBe(next);
    expect(competitionOfTeam([], at('2026-06-01T00:00:00Z'))).toBeNull();
  });
});
