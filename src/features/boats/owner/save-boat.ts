import { useCallback } from 'react';
import { boatsEndpoints } from '@contracts/boats';
import { changedFields } from '@contracts/core/partial';
import type { Boat, BoatInput } from '@contracts/entities/boats';
import type { ApiFailure } from '@/api';
import { useEndpointMutation } from '@/api/mutation';
import { boatFormValues } from '../shared/boat-form-values';

export type SaveBoatOutcome = { kind: 'saved'; boat: Boat } | { kind: 'unchanged' } | { kind: 'failed'; response: ApiFailure };

/**
 * Creates the team's boat, or updates the stored one with only the fields that changed
 * (SPEC §5 Boat: nothing changed means nothing is sent). Either write invalidates the team
 * read that carries the boat, so the page shows the saved boat from the cache.
 */
export function useSaveBoat() {
  const { call: create } = useEndpointMutation(boatsEndpoints.create);
  const { call: update } = useEndpointMutation(boatsEndpoints.update);
  return useCallback(
    async (stored: Boat | null, data: BoatInput): Promise<SaveBoatOutcome> => {
      if (!stored) {
        const res = await create({ body: data });
        return res.ok ? { kind: 'saved', boat: res.data } : { kind: 'failed', response: res };
      }
      const changes = changedFields(boatFormValues(stored), data);
      if (!changes) return { kind: 'unchanged' };
      const res = await update({ params: { id: stored.id }, body: changes });
      return res.ok ? { kind: 'saved', boat: res.data } : { kind: 'failed', response: res };
    },
    [create, update],
  );
}
