import type { DocumentedError } from './core/endpoint';
import { conflictMessages, permissionMessages } from './messages';
import { competitionsApiMessages } from './competitions-messages';

/**
 * Builders for the documented errors of a declaration, so each names its error code the
 * same way. 401 and 403 of guarded endpoints are added by the OpenAPI builder; declarations
 * list what is specific to the call.
 */
export const invalid = (example: string, description?: string): DocumentedError => ({
  example,
  errorCodes: ['VALIDATION_ERROR'],
  ...(description ? { description } : {}),
});

export const notFound = (example: string, description?: string): DocumentedError => ({
  example,
  errorCodes: ['NOT_FOUND'],
  ...(description ? { description } : {}),
});

/** 404 of a list or read given a `competition_id` that names no competition (an unknown id is not an empty list). */
export const unknownCompetition = (also?: string): DocumentedError =>
  notFound(
    competitionsApiMessages.notFound,
    `'${competitionsApiMessages.notFound}': competition_id no corresponde a ninguna competencia.${also ? ` ${also}` : ''}`,
  );

export const forbidden = (example: string, description?: string): DocumentedError => ({
  example,
  errorCodes: ['FORBIDDEN'],
  ...(description ? { description } : {}),
});

/**
 * 403 of a call that changes the caller's team: only the team's owner may (an account
 * linked to the team with the owner role but that did not create it reads only;
 * docs/decisions/0009). Replaces the guard's shared 403, so the description names both.
 */
export const notTeamOwner = (also?: string): DocumentedError => ({
  example: permissionMessages.teamOwnerOnly,
  errorCodes: ['FORBIDDEN'],
  description:
    `'${permissionMessages.teamOwnerOnly}': la cuenta está vinculada al equipo pero no es su dueña (aunque tenga el rol Dueño de equipo). ` +
    `${also ? `${also} ` : ''}También: rol o estado de cuenta no permitido.`,
});

/** A business rule of SPEC §4 was broken (422). */
export const ruleBroken = (example: string, description?: string): DocumentedError => ({
  example,
  errorCodes: ['BUSINESS_RULE'],
  ...(description ? { description } : {}),
});

/** 409 for the unique personal data of SPEC §8; the example is the first code's message. */
export const inUse = (...codes: [keyof typeof conflictMessages, ...(keyof typeof conflictMessages)[]]): DocumentedError => ({
  example: conflictMessages[codes[0]],
  errorCodes: codes,
  description: codes.map((c) => `${c}: '${conflictMessages[c]}'`).join('; '),
});

/** 409 for a state conflict that has no error code of its own. */
export const stateConflict = (example: string): DocumentedError => ({ example, errorCodes: ['BUSINESS_RULE'] });
