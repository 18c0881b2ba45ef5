import type { Competition } from '@contracts/entities/competitions';
import type { CompetitionResults } from '@contracts/entities/results';
import { LOCALE } from '@/lib/format/format';
import { teamName } from './results-tables';

const PODIUM = 3;
/** '87,5': a fish's size with the es-AR decimal comma, no trailing zeros. */
const sizeFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** Each category's winner: its team with the most points, categories in the order they come. */
function categoryWinners(rows: CompetitionResults['category_results']) {
  const best = new Map<string, CompetitionResults['category_results'][number]>();
  for (const row of rows) {
    const current = best.get(row.category.name);
    if (!current || row.points > current.points) best.set(row.category.name, row);
  }
  return [...best.values()];
}

/**
 * The podium as a WhatsApp message (issue 22): the competition, the top three of the overall
 * ranking, the biggest fish of each species and each category's winner. Sections without
 * results are left out.
 */
export function podiumShareText(competition: Pick<Competition, 'name' | 'edition'>, results: CompetitionResults): string {
  const podium = [...results.overall_results].sort((a, b) => a.final_position - b.final_position).slice(0, PODIUM);
  const sections = [
    [`Resultados de ${competition.name} (edición ${competition.edition})`],
    podium.length ? ['Podio:', ...podium.map((r) => `${r.final_position}. ${teamName(r.team)}`)] : [],
    results.biggest_fish_results.length
      ? [
          'Pieza mayor:',
          ...results.biggest_fish_results.map(
            (r) => `- ${r.species.name}: ${sizeFormat.format(r.size_cm)} cm, ${r.participant.first_name} ${r.participant.last_name} (${teamName(r.team)})`,
          ),
        ]
      : [],
    results.category_results.length ? ['Ganadores por categoría:', ...categoryWinners(results.category_results).map((r) => `- ${r.category.name}: ${teamName(r.team)}`)] : [],
  ];
  return sections
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}
