import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pactDirDisagreements, pactOpenApiDisagreements } from '../../../scripts/pact-openapi';

const doc = JSON.parse(readFileSync('contracts/openapi.json', 'utf8')) as Parameters<typeof pactOpenApiDisagreements>[1];
const pact = JSON.parse(readFileSync('pacts/pesca-web-pesca-api.json', 'utf8')) as { interactions: Parameters<typeof pactOpenApiDisagreements>[0]['interactions'] & object[] };
type Interaction = NonNullable<Parameters<typeof pactOpenApiDisagreements>[0]['interactions']>[number];

const find = (description: string) => {
  const found = pact.interactions.find((i) => i.description.startsWith(description));
  if (!found) throw new Error(`No hay una interacción «${description}» en el pact`);
  return found;
};
const withChange = (interaction: Interaction, change: (copy: Interaction) => void) => {
  const copy = structuredClone(interaction);
  change(copy);
  return pactOpenApiDisagreements({ interactions: [copy] }, doc);
};

describe('the pact and the OpenAPI document agree', () => {
  // ajv compiles a validator per operation schema (~200): a few seconds, more on a loaded machine.
  it('every interaction: method, path (both with /api), status, parameters, request and response bodies', { timeout: 60_000 }, () => {
    expect(pactDirDisagreements()).toEqual([]);
  });

  describe('the check finds what a backend team would trip on', () => {
    const transfer = () => find('a team owner with an unpaid registration reports a transfer at the valid transfer price');

    it('a path the document does not have (e.g. without the /api prefix)', () => {
      expect(withChange(transfer(), (i) => (i.request.path = i.request.path.replace('/api', '')))).toEqual([expect.stringContaining('no es una ruta del documento')]);
    });

    it('a status the operation does not document', () => {
      expect(withChange(transfer(), (i) => (i.response.status = 418))).toEqual([expect.stringContaining('el estado 418 no está documentado')]);
    });

    it('a request body the document refuses (a CUIT without hyphens)', () => {
      const problems = withChange(transfer(), (i) => ((i.request.body as Record<string, unknown>).sender_cuit = '27301112224'));
      expect(problems).toEqual([expect.stringContaining('cuerpo de la solicitud')]);
    });

    it('a path id that is not a decimal integer', () => {
      const read = find("a client admin reads a paid team's detail");
      expect(withChange(read, (i) => (i.request.path = i.request.path.replace(/\/\d+$/, '/0x2d')))).toEqual([expect.stringContaining('parámetro id=0x2d')]);
    });

    it('a response body without the statusCode SPEC §7 requires', () => {
      const problems = withChange(transfer(), (i) => delete (i.response.body as Record<string, unknown>).statusCode);
      expect(problems).toEqual([expect.stringContaining("must have required property 'statusCode'")]);
    });
  });
});
