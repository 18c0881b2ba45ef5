import { describe, expect, it } from 'vitest';
import type { CompetitionResults } from '@contracts/entities/results';
import { podiumShareText } from '@/features/results/shared/podium-share';

const team = (id: number, name: string, team_number: number | null) => ({ id, name, team_number, institution_name: 'Club Náutico', members: [] });
const overall = (position: number, t: ReturnType<typeof team>) => ({ id: position, final_position: position, total_points: 100 - position, species_count: 3, pieces_count: 9, team: t });
const dorados = team(1, 'Los Dorados', 12);
const surubies = team(2, 'Surubíes', 7);
const bagres = team(3, 'Bagres del Sur', null);
const paties = team(4, 'Patíes', 3);

const results: CompetitionResults = {
  // Out of order on purpose: the podium is by position.
  overall_results: [overall(4, paties), overall(2, surubies), overall(1, dorados), overall(3, bagres)],
  biggest_fish_results: [
    { id: 1, species: { id: 1, name: 'Dorado' }, team: surubies, participant: { id: 9, first_name: 'Ana', last_name: 'Pérez' }, size_cm: 87.5, points: 50 },
    { id: 2, species: { id: 2, name: 'Surubí' }, team: dorados, participant: { id: 8, first_name: 'Luis', last_name: 'Gómez' }, size_cm: 102, points: 60 },
  ],
  category_results: [
    { id: 1, category: { id: 2, name: 'Damas' }, team: bagres, points: 40, species_count: 2, pieces_count: 4 },
    { id: 2, category: { id: 2, name: 'Damas' }, team: paties, points: 55, species_count: 2, pieces_count: 5 },
    { id: 3, category: { id: 1, name: 'Menores' }, team: dorados, points: 30, species_count: 1, pieces_count: 2 },
  ],
};

describe('podiumShareText (WhatsApp, issue 22)', () => {
  it('names the competition, the top three by position, each biggest fish with an es-AR size and each category winner', () => {
    expect(podiumShareText({ name: 'Torneo del Paraná 2026', edition: 12 }, results)).toBe(
      [
        'Resultados de Torneo del Paraná 2026 (edición 12)',
        '',
        'Podio:',
        '1. Los Dorados (N.º 12)',
        '2. Surubíes (N.º 7)',
        '3. Bagres del Sur',
        '',
        'Pieza mayor:',
        '- Dorado: 87,5 cm, Ana Pérez (Surubíes (N.º 7))',
        '- Surubí: 102 cm, Luis Gómez (Los Dorados (N.º 12))',
        '',
        'Ganadores por categoría:',
        '- Damas: Patíes (N.º 3)',
        '- Menores: Los Dorados (N.º 12)',
      ].join('\n'),
    );
  });

  it('leaves out the sections without results', () => {
    const text = podiumShareText({ name: 'Torneo', edition: 1 }, { ...results, biggest_fish_results: [], category_results: [] });
    expect(text).not.toContain('Pieza mayor');
    expect(text).not.toContain('categoría');
    expect(text).toContain('3. Bagres del Sur');
  });
});
