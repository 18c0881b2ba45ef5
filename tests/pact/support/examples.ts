import { teamById, userById } from '@mocks/db/queries';
import { currentCompetition } from '@mocks/rules/current-competition';
import type { StateExamples } from './provider-state';

/** An id no provider state creates: the 404 interactions use it. */
export const UNKNOWN_ID = 999999;

/** A numeric value the provider state returned (an id). */
export function idOf({ values }: StateExamples, key: string): number {
  const value = values[key];
  if (typeof value !== 'number') throw new Error(`El estado del proveedor no devuelve el id "${key}"`);
  return value;
}

export const signedInUser = (state: StateExamples) => userById(state.db, idOf(state, 'userId'))!;

/** The team the state names (teamId by default). */
export const teamOf = (state: StateExamples, key = 'teamId') => teamById(state.db, idOf(state, key))!;

export const currentCompetitionOf = (state: StateExamples) => currentCompetition(state.db)!;
