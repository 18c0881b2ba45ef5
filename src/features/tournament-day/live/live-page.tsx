import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import type { Leaderboard, LeaderboardPhase } from '@contracts/entities/leaderboard';
import { createQueryClient } from '@/api/query-client';
import { failureMessage } from '@/lib/forms/failure-message';
import { formatDateTime } from '@/lib/format/format';
import { PageHeading } from '@/lib/routing/page-heading';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { boardTables } from './leaderboard-tables';
import { LIVE_POLL_MS, useLiveLeaderboard } from './use-live-leaderboard';
import { useRotation } from './use-rotation';
import * as s from './live.css';

export const LIVE_PATH = '/en-vivo';

/** The public page has its own cache: it runs outside the dashboard (no session, no saved reads). */
const liveClient = createQueryClient();

const liveMessages = {
  loadError: 'No se pudo cargar la tabla en vivo; intentá de nuevo.',
  none: 'Todavía no hay una competencia para mostrar.',
} as const;

/** ?competencia=ID picks a competition; ?pantalla=1 the projector mode. */
function useLiveParams() {
  const search = new URLSearchParams(useSearch());
  const raw = search.get('competencia');
  const competitionId = raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
  return { competitionId, screen: search.get('pantalla') === '1', search };
}

/** The phase by the server's clock, moving on by itself (the countdown reaches the start, the day reaches its end). */
function usePhase(board: Leaderboard | undefined, offsetMs: number): { phase: LeaderboardPhase | null; now: number } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!board) return { phase: null, now };
  const serverNow = now + offsetMs;
  const phase = serverNow < Date.parse(board.competition.start_date) ? 'before' : serverNow <= Date.parse(board.competition.end_date) ? 'live' : 'ended';
  return { phase, now: serverNow };
}

const two = (n: number) => String(n).padStart(2, '0');
/** '3 d 04:05:06', or '04:05:06' on the day. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${two(Math.floor((total % 86_400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

/**
 * /en-vivo (issue 35, public, no sign-in): the current competition's provisional standings
 * (or ?competencia=ID's), pushed by the server as the jury accepts, rejects or corrects
 * catches, read every 15 s when the push is not available. Before the start it counts down;
 * after the end it says the standings are provisional until the official results are
 * published, and then links to them. ?pantalla=1 (or 'Modo pantalla') is the projector mode:
 * large type, one table at a time rotating, with pause.
 */
export default function LivePage() {
  return (
    <QueryClientProvider client={liveClient}>
      <LiveBoard />
    </QueryClientProvider>
  );
}

export function LiveBoard() {
  const { competitionId, screen, search } = useLiveParams();
  const [, navigate] = useLocation();
  const { query, streaming, offsetMs } = useLiveLeaderboard(competitionId);
  const board = query.data;
  const { phase, now } = usePhase(board, offsetMs);
  const tables = board ? boardTables(board.standings) : [];
  const rotation = useRotation(tables.length, screen);

  const setScreen = (on: boolean) => {
    const next = new URLSearchParams(search);
    if (on) next.set('pantalla', '1');
    else next.delete('pantalla');
    const text = next.toString();
    navigate(`${LIVE_PATH}${text ? `?${text}` : ''}`, { replace: true });
  };
  const fullScreen = () => void document.documentElement.requestFullscreen?.().catch(() => undefined);

  const heading = board ? `En vivo: ${board.competition.name}` : 'Tabla en vivo';
  const body = (() => {
    if (query.isLoadingError) {
      if (query.error.statusCode === 404) return <p className={s.notice.info}>{liveMessages.none}</p>;
      return <LoadError message={failureMessage(query.error, { retry: liveMessages.loadError })} onRetry={() => void query.refetch()} />;
    }
    if (!board || !phase) return <Spinner label="Cargando la tabla en vivo…" />;
    const shown = screen ? tables.slice(rotation.index, rotation.index + 1) : tables;
    return (
      <>
        {phase === 'before' ? (
          <div className={s.notice.info}>
            <p className={s.status}>Empieza el {formatDateTime(board.competition.start_date)}. Faltan:</p>
            <p className={s.countdown} role="timer" aria-live="off">
              {countdownText(Date.parse(board.competition.start_date) - now)}
            </p>
          </div>
        ) : phase === 'ended' ? (
          board.published ? (
            <p className={s.notice.info}>
              Terminó. La organización ya publicó los resultados oficiales:{' '}
              <Link className={s.link} href={`~${href('results')}`}>
                ver los resultados oficiales
              </Link>{' '}
              (con la cuenta de tu equipo). Esta tabla era provisoria.
            </p>
          ) : (
            <p className={s.notice.warning}>Terminó. Estas posiciones son provisorias hasta que la organización publique los resultados oficiales.</p>
          )
        ) : (
          <p className={s.status}>En juego: termina el {formatDateTime(board.competition.end_date)}.</p>
        )}
        <p className={s.footnote}>
          {board.standings.accepted_catches} {board.standings.accepted_catches === 1 ? 'pieza aceptada' : 'piezas aceptadas'} por el jurado
          {board.standings.pending_catches > 0 ? `, ${board.standings.pending_catches} esperando su revisión` : ''}.{' '}
          {streaming ? 'Se actualiza sola apenas el jurado decide.' : `Se actualiza cada ${LIVE_POLL_MS / 1000} segundos.`}
        </p>
        {screen && tables.length > 1 ? (
          <div className={s.controls}>
            {rotation.reduced ? null : (
              <Button variant="secondary" onPress={rotation.togglePause} aria-pressed={rotation.paused}>
                {rotation.paused ? 'Continuar la rotación' : 'Pausar la rotación'}
              </Button>
            )}
            <Button variant="secondary" onPress={rotation.previous}>
              Tabla anterior
            </Button>
            <Button variant="secondary" onPress={rotation.next}>
              Tabla siguiente
            </Button>
            <p className={s.footnote} aria-live="polite">
              Tabla {rotation.index + 1} de {tables.length}: {tables[rotation.index]?.title}
            </p>
          </div>
        ) : null}
        <div className={s.tables}>
          {shown.map((table) => (
            // Each table's own scrolling region names it: no second landmark of the same name.
            <div key={table.id}>{table.content}</div>
          ))}
        </div>
      </>
    );
  })();

  return (
    <main className={[s.page, screen ? s.screen : undefined].filter(Boolean).join(' ')}>
      <div className={s.header}>
        <PageHeading title={heading} className={s.title} />
        <div className={s.controls}>
          {screen ? (
            <>
              <Button variant="secondary" onPress={fullScreen}>
                Pantalla completa
              </Button>
              <Button variant="secondary" onPress={() => setScreen(false)}>
                Salir del modo pantalla
              </Button>
            </>
          ) : (
            <Button variant="secondary" onPress={() => setScreen(true)}>
              Modo pantalla
            </Button>
          )}
        </div>
      </div>
      {body}
    </main>
  );
}
