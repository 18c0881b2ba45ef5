import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db/store';
import { acceptCatch } from '@mocks/rules/catches';
import { userByUsername } from '@mocks/db/queries';
import { LiveBoard } from '@/features/tournament-day/live/live-page';
import { renderPage } from '../support';
import { createTestQueryClient } from '../support';
import { dayCompetition, loggedCatch } from './day-fixtures';
import { ROTATION_MS } from '@/features/tournament-day/live/use-rotation';

const admin = () => userByUsername(db(), 'admin.cliente')!;
const accepted = (nth: number, species: string, size: number) => {
  const piece = loggedCatch(nth, species, size);
  acceptCatch(piece, admin(), new Date().toISOString());
  return piece;
};
const setDates = (startOffsetMs: number, endOffsetMs: number) => {
  const c = dayCompetition();
  c.start_date = new Date(Date.now() + startOffsetMs).toISOString();
  c.end_date = new Date(Date.now() + endOffsetMs).toISOString();
};
const HOUR = 3_600_000;

function open(path = '/en-vivo') {
  window.history.replaceState(null, '', path);
  renderPage(<LiveBoard />, path, createTestQueryClient());
}

afterEach(() => vi.useRealTimers());

describe('the public live leaderboard (issue 35)', { timeout: 20_000 }, () => {
  it('shows the accepted pieces only, with team number, name and club and the angler as first name and initial', async () => {
    setDates(-HOUR, 5 * HOUR);
    const piece = accepted(0, 'Dorado', 61.5);
    loggedCatch(1, 'Surubí', 90); // pending: does not score
    open();
    const overall = await screen.findByRole('table', { name: 'Clasificación general' });
    const rows = within(overall).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const team = db().teams.find((t) => t.id === piece.team_id)!;
    expect(rows[0]).toHaveTextContent(team.name);
    expect(rows[0]).toHaveTextContent('1.º');
    const biggest = screen.getByRole('table', { name: 'Pieza mayor por especie' });
    const angler = db().users.find((u) => u.id === piece.participant_id)!.personal_info!;
    expect(biggest).toHaveTextContent(`${angler.first_name} ${angler.last_name.charAt(0)}.`);
    expect(biggest).not.toHaveTextContent(angler.last_name);
    expect(screen.getByText(/En juego: termina el/)).toBeInTheDocument();
    expect(screen.getByText(/1 pieza aceptada por el jurado, 1 esperando su revisión/)).toBeInTheDocument();
  });

  it('counts down before the start', async () => {
    setDates(2 * 86_400_000 + 3 * HOUR, 3 * 86_400_000);
    open();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^2 d 0[23]:\d{2}:\d{2}$/);
  });

  it('says the standings are provisional after the end, and links to the official results once published', async () => {
    setDates(-5 * HOUR, -HOUR);
    accepted(0, 'Pejerrey', 30);
    open();
    expect(await screen.findByText(/Estas posiciones son provisorias hasta que la organización publique los resultados oficiales/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /resultados oficiales/ })).not.toBeInTheDocument();
  });

  it('links to the official results when the organisers published them', async () => {
    setDates(-5 * HOUR, -HOUR);
    const piece = accepted(0, 'Pejerrey', 30);
    db().overallResults.push({ id: 9001, competition_id: dayCompetition().id, team_id: piece.team_id, final_position: 1, total_points: 70, total_species: 1, total_pieces: 1, created_at: new Date().toISOString(), updated_at: new Date().toISOString() } as never);
    open();
    expect(await screen.findByRole('link', { name: 'ver los resultados oficiales' })).toHaveAttribute('href', '/dashboard/results');
  });

  it('pantalla mode shows one table at a time, rotates, and can be paused', async () => {
    setDates(-HOUR, 5 * HOUR);
    accepted(0, 'Pejerrey', 30);
    // Before the render, so the rotation's interval is a fake one.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open('/en-vivo?pantalla=1');
    expect(await screen.findByRole('table', { name: 'Clasificación general' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pieza mayor por especie' })).not.toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(ROTATION_MS + 100));
    expect(screen.getByRole('table', { name: 'Pieza mayor por especie' })).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Pausar la rotación' }));
    expect(screen.getByRole('button', { name: 'Continuar la rotación' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => void vi.advanceTimersByTime(3 * ROTATION_MS));
    expect(screen.getByRole('table', { name: 'Pieza mayor por especie' })).toBeInTheDocument();
  });

  it('does not rotate by itself under prefers-reduced-motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
    try {
      setDates(-HOUR, 5 * HOUR);
      accepted(0, 'Pejerrey', 30);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      open('/en-vivo?pantalla=1');
      expect(await screen.findByRole('table', { name: 'Clasificación general' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /la rotación/ })).not.toBeInTheDocument();
      await act(async () => void vi.advanceTimersByTime(2 * ROTATION_MS));
      expect(screen.getByRole('table', { name: 'Clasificación general' })).toBeInTheDocument();
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Tabla siguiente' }));
      expect(screen.getByRole('table', { name: 'Pieza mayor por especie' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
