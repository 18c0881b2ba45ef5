import { boatsCreate, boatsUpdate } from '@contracts/boats';
import { changedFields } from '@contracts/core/partial';
import type { Boat, BoatInput } from '@contracts/entities/boats';
import { api, type ApiFailure } from '@/api';
import { boatFormValues } from './boat-form-values';

export type SaveBoatOutcome = { kind: 'saved'; boat: Boat } | { kind: 'unchanged' } | { kind: 'failed'; response: ApiFailure };

/**
 * Creates the team's boat, or updates the stored one with only the fields that changed
 * (SPEC §5 Boat: nothing changed means nothing is sent).
 */
export async function saveBoat(stored: Boat | null, data: BoatInput): Promise<SaveBoatOutcome> {
  if (!stored) {
    const res = await api.call(boatsCreate, { body: data });
    return res.ok ? { kind: 'saved', boat: res.data } : { kind: 'failed', response: res };
  }
  const changes = changedFields(boatFormValues(stored), data);
  if (!changes) return { kind: 'unchanged' };
  const res = await api.call(boatsUpdate, { params: { id: stored.id }, body: changes });
  return res.ok ? { kind: 'saved', boat: res.data } : { kind: 'failed', response: res };
}
