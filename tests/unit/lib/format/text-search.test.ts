import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from '@/lib/format/text-search';

describe('text search', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('  Peñí PÉREZ ')).toBe('peni perez');
    expect(matchesSearch('Juan Pérez', 'perez')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesSearch('Los Dorados de Quilmes', 'quilmes dorados')).toBe(true);
    expect(matchesSearch('Los Dorados de Quilmes', 'quilmes tigre')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('lo que sea', '   ')).toBe(true);
  });
});
