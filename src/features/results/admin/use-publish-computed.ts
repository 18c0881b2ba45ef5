import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resultsEndpoints } from '@contracts/results';
import { api } from '@/api';
import { invalidateAfter } from '@/api/invalidation';
import { endpointQuery } from '@/api/query';
import { outcomeUnknown } from '@/api/result';
import { failureMessage } from '@/lib/forms/failure-message';
import { publishPlan, type Proposal, type PublishCall } from './computed-results';

export type PublishOutcome =
  | { ok: true; published: number; alreadyPublished: number }
  | { ok: false; message: string; published: number; conflicts?: string[] };

export const publishMessages = {
  readError: 'No se pudieron leer los resultados ya cargados; intentá de nuevo (no se publicó nada).',
  lost: 'Se perdió la respuesta del servidor. Volvé a publicar: lo que ya quedó publicado no se repite.',
  failed: 'No se pudo publicar un resultado; intentá de nuevo.',
  conflicts: 'Hay resultados cargados que no coinciden con los calculados: eliminalos o ajustá los puestos antes de publicar.',
} as const;

const send = (call: PublishCall) => {
  switch (call.table) {
    case 'general':
      return api.call(resultsEndpoints.createOverall, { body: call.body });
    case 'pieza-mayor':
      return api.call(resultsEndpoints.createBiggestFish, { body: call.body });
    case 'categorias':
      return api.call(resultsEndpoints.createCategory, { body: call.body });
  }
};

/**
 * Publishes the computed results in one action through SPEC's result calls (issue 35,
 * docs/decisions/0074). Safe to press again: it first reads the results already there (fresh,
 * not from the cache) and sends only what is missing, and each create carries its intent's
 * Idempotency-Key, so a retry after a lost answer is answered with the first result instead of
 * a second one. One run at a time; nothing is sent while a place is taken by something else.
 */
export function usePublishComputed(competitionId: number) {
  const client = useQueryClient();
  const running = useRef(false);
  const [isPending, setPending] = useState(false);

  const publish = useCallback(
    async (proposal: Proposal): Promise<PublishOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      setPending(true);
      let published = 0;
      try {
        const existing = await client.fetchQuery({ ...endpointQuery(resultsEndpoints.getByCompetition, { params: { id: competitionId } }), staleTime: 0 }).catch(() => null);
        if (!existing) return { ok: false, message: publishMessages.readError, published };
        const plan = publishPlan(competitionId, proposal, existing);
        if (plan.conflicts.length > 0) return { ok: false, message: publishMessages.conflicts, conflicts: plan.conflicts, published };
        // One after another: positions and species are checked against what the previous ones left.
        for (const call of plan.calls) {
          const res = await send(call);
          if (res.ok) {
            published += 1;
            continue;
          }
          return { ok: false, message: `${call.label}: ${outcomeUnknown(res) ? publishMessages.lost : failureMessage(res, { retry: publishMessages.failed })}`, published };
        }
        return { ok: true, published, alreadyPublished: plan.alreadyPublished };
      } finally {
        // Whatever happened, the tables show what the server has now.
        await invalidateAfter(client, resultsEndpoints.createOverall);
        running.current = false;
        setPending(false);
      }
    },
    [client, competitionId],
  );
  return { publish, isPending };
}
