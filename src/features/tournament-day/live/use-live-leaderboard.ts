import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { leaderboardSchema, type Leaderboard } from '@contracts/entities/leaderboard';
import { LEADERBOARD_EVENTS_PATH, leaderboardEndpoints } from '@contracts/leaderboard';
import { endpointKey, useEndpointQuery } from '@/api/query';
import { env } from '@/config/env';

/** Without the server's push (no EventSource, the stream refused or dropped, the demo's mock): read again this often. */
export const LIVE_POLL_MS = 15_000;

/**
 * The browser can hold the server's stream: EventSource exists, and the API is a real one (the
 * demo's mock backend answers in the page's service worker, which has no stream: it polls).
 */
const canStream = () => typeof EventSource !== 'undefined' && !env.mocksEnabled;

/**
 * The live leaderboard (issue 35, docs/decisions/0074): read once, then kept current by the
 * server's Server-Sent Events; while the stream is not delivering (not open yet, refused when
 * the server has too many listeners, dropped and reconnecting, or absent) it is read every 15 s
 * instead. Each pushed leaderboard is checked against the contract and put in the read's cache.
 * `offsetMs` is how far the server's clock is ahead of this one (the countdown uses it).
 */
export function useLiveLeaderboard(competitionId: number | undefined) {
  const input = useMemo(() => ({ query: competitionId === undefined ? {} : { competition_id: competitionId } }), [competitionId]);
  const [streaming, setStreaming] = useState(false);
  const client = useQueryClient();
  const query = useEndpointQuery(leaderboardEndpoints.get, input, { refetchInterval: streaming ? 0 : LIVE_POLL_MS });
  const id = query.data?.competition.id;

  // When the answer (read or pushed) arrived by this clock, and what the server's said then.
  const offsetMs = query.data ? Date.parse(query.data.server_time) - query.dataUpdatedAt : 0;

  useEffect(() => {
    if (id === undefined || !canStream()) return;
    const source = new EventSource(`${env.apiUrl}/api${LEADERBOARD_EVENTS_PATH}?competition_id=${id}`);
    const onBoard = (event: MessageEvent<string>) => {
      let parsed: Leaderboard;
      try {
        parsed = leaderboardSchema.parse(JSON.parse(event.data));
      } catch {
        return;
      }
      client.setQueryData(endpointKey(leaderboardEndpoints.get, input), parsed);
      setStreaming(true);
    };
    source.addEventListener('leaderboard', onBoard);
    // The browser reconnects by itself after a drop (or gives up on a 503/404): poll meanwhile.
    source.onerror = () => setStreaming(false);
    return () => {
      source.removeEventListener('leaderboard', onBoard);
      source.close();
      setStreaming(false);
    };
  }, [id, client, input]);

  return { query, streaming, offsetMs };
}
