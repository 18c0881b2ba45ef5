import { describe, expect, it } from 'vitest';
import { createResponseValidator } from '../../../../scripts/openapi-responses';
import { callApi } from '../http';
import { pendingContractsMerge } from './pending-merge';
import { notSpanish } from './spanish';

/**
 * The property tests tolerate a few gaps until branch `contractdoc` merges. These checks
 * keep that list honest: each entry must still be open, so when the merge closes one this
 * fails and names the entry to delete from pending-merge.ts.
 */
const validator = createResponseValidator();

describe('gaps the property tests tolerate until the contracts side of issue 8 merges', () => {
  it('lists only statuses contracts/openapi.json still leaves undocumented', () => {
    const documented = pendingContractsMerge.undocumentedStatuses.filter((entry) => {
      const [operationId, status] = entry.split(' ');
      const route = Object.entries(validator.documentedByOperation()).find(([id]) => id === operationId);
      expect(route, `operationId desconocido en pending-merge.ts: ${operationId}`).toBeDefined();
      return route![1].includes(Number(status));
    });
    expect(documented, 'ya documentados: borralos de pendingContractsMerge.undocumentedStatuses').toEqual([]);
  });

  it('tolerates English validation messages only while the mock still sends them', async () => {
    const reply = await callApi('POST', '/auth/login', { body: [] });
    expect(reply.status).toBe(400);
    const english = notSpanish(reply.body.message) !== null;
    expect(english, 'los mensajes de validación ya están en español: poné englishValidationMessages en false').toBe(pendingContractsMerge.englishValidationMessages);
  });
});
