import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '@/lib/format/text-search';

describe('text search', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('  Peñí PÉREZ ')).toBe('peni perez');
  });
});
