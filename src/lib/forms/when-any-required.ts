import { validationMessages } from '@contracts/core/messages';
import type { DescribeInvalid } from './error-summary-content';

/**
 * A form whose SPEC §5 message covers every required field at once ('Todos los campos son
 * obligatorios'): the message heads the error summary, once, while any field says it is
 * required; each field keeps its own message under it and in the summary's named list.
 */
export const whenAnyRequired =
  (message: string): DescribeInvalid<Record<string, unknown>> =>
  (fieldErrors) =>
    Object.values(fieldErrors).includes(validationMessages.required) ? message : undefined;
