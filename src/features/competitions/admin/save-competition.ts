import { useCallback } from 'react';
import type { z } from 'zod';
import { competitionsEndpoints } from '@contracts/competitions';
import { changedFields } from '@contracts/core/partial';
import type { Competition, competitionInputSchema } from '@contracts/entities/competitions';
import type { ApiFailure } from '@/api';
import { useEndpointMutation } from '@/api/mutation';
import { competitionFieldValues, type CompetitionFormValues } from './competition-form-values';
import { priceFormValues } from './price-form-values';

type CompetitionData = z.output<typeof competitionInputSchema>;

/** Which call failed decides the message (SPEC §8: creating, adding, updating or deleting a price). */
export type SaveStep = 'competition' | 'priceCreate' | 'priceUpdate' | 'priceDelete';

export type SaveCompetitionOutcome =
  | { kind: 'saved'; id: number }
  | { kind: 'unchanged' }
  | { kind: 'failed'; step: SaveStep; response: ApiFailure };

/**
 * Creates a competition with its prices in one call, or saves an edit sending only what
 * changed (SPEC §5): the competition's changed fields, then each new price, each changed
 * price's changed fields, and last the removed prices, so the competition never drops to
 * zero prices on the way (the server refuses deleting the last one). Stops at the first refusal.
 */
export function useSaveCompetition() {
  const { call: create } = useEndpointMutation(competitionsEndpoints.create);
  const { call: update } = useEndpointMutation(competitionsEndpoints.update);
  const { call: createPrice } = useEndpointMutation(competitionsEndpoints.createPrice);
  const { call: updatePrice } = useEndpointMutation(competitionsEndpoints.updatePrice);
  const { call: deletePrice } = useEndpointMutation(competitionsEndpoints.deletePrice);

  return useCallback(
    async (stored: Competition | null, data: CompetitionData, values: CompetitionFormValues): Promise<SaveCompetitionOutcome> => {
      if (!stored) {
        const res = await create({ body: data });
        return res.ok ? { kind: 'saved', id: res.data.id } : { kind: 'failed', step: 'competition', response: res };
      }
      const { prices, ...fields } = data;
      let changedSomething = false;

      const competitionChanges = changedFields(competitionFieldValues(stored), fields);
      if (competitionChanges) {
        changedSomething = true;
        const res = await update({ params: { id: stored.id }, body: competitionChanges });
        if (!res.ok) return { kind: 'failed', step: 'competition', response: res };
      }

      // The parsed rows drop the row's id; the form's values keep it at the same index.
      const rows = prices.map((price, i) => ({ id: values.prices[i]?.id, price }));
      for (const { price } of rows.filter((r) => r.id === undefined)) {
        changedSomething = true;
        const res = await createPrice({ body: { ...price, competition_id: stored.id } });
        if (!res.ok) return { kind: 'failed', step: 'priceCreate', response: res };
      }
      for (const { id, price } of rows) {
        const original = stored.prices.find((p) => p.id === id);
        const changes = original ? changedFields(priceFormValues(original), price, { emptyEqualsNull: true }) : null;
        if (!original || !changes) continue;
        changedSomething = true;
        const res = await updatePrice({ params: { id: original.id }, body: changes });
        if (!res.ok) return { kind: 'failed', step: 'priceUpdate', response: res };
      }
      const kept = new Set(rows.map((r) => r.id));
      for (const removed of stored.prices.filter((p) => !kept.has(p.id))) {
        changedSomething = true;
        const res = await deletePrice({ params: { id: removed.id } });
        if (!res.ok) return { kind: 'failed', step: 'priceDelete', response: res };
      }
      return changedSomething ? { kind: 'saved', id: stored.id } : { kind: 'unchanged' };
    },
    [create, update, createPrice, updatePrice, deletePrice],
  );
}
