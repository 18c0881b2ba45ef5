import { useState, type ReactNode } from 'react';
import type { CategoryEntry, FishSpecies } from '@contracts/entities/competitions';
import type { CompetitionResults } from '@contracts/entities/results';
import type { AcceptedTeam } from '@contracts/entities/teams';
import { Button } from '@/ui/button';
import type { ResultTableId } from '../shared/results-tables';
import { BIGGEST_FISH_TITLE, BiggestFishDialog } from './biggest-fish-dialog';
import { CATEGORY_TITLE, CategoryResultDialog } from './category-result-dialog';
import { freePositions, freeSpecies, teamsWithFreeCategory, teamsWithoutOverall } from './free-choices';
import { OVERALL_TITLE, OverallResultDialog } from './overall-result-dialog';

export type AddResultsInput = {
  competitionId: number;
  results?: CompetitionResults;
  teams?: readonly AcceptedTeam[];
  species?: readonly FishSpecies[];
  categories?: readonly CategoryEntry[];
};

/**
 * The add button of each table and its dialog. A button shows only while something is left
 * to assign (SPEC §5: no free position or team, species, or team and category), and only once
 * the teams, species and categories are known.
 */
export function useAddResults({ competitionId, results, teams, species, categories }: AddResultsInput): {
  actions: Partial<Record<ResultTableId, ReactNode>> | undefined;
  dialogs: ReactNode;
} {
  const [open, setOpen] = useState<ResultTableId | null>(null);
  const close = () => setOpen(null);
  if (!results || !teams || !species || !categories) return { actions: undefined, dialogs: null };

  const positions = freePositions(results);
  const unplaced = teamsWithoutOverall(teams, results);
  const fishSpecies = freeSpecies(species, results);
  const categoryTeams = teamsWithFreeCategory(teams, categories, results);
  const button = (table: ResultTableId, label: string) => (
    <Button size="sm" onPress={() => setOpen(table)}>
      {label}
    </Button>
  );

  return {
    actions: {
      general: positions.length > 0 && unplaced.length > 0 ? button('general', OVERALL_TITLE) : undefined,
      'pieza-mayor': fishSpecies.length > 0 && teams.length > 0 ? button('pieza-mayor', BIGGEST_FISH_TITLE) : undefined,
      categorias: categoryTeams.length > 0 ? button('categorias', CATEGORY_TITLE) : undefined,
    },
    dialogs: (
      <>
        <OverallResultDialog competitionId={competitionId} teams={unplaced} positions={positions} isOpen={open === 'general'} onClose={close} />
        <BiggestFishDialog competitionId={competitionId} teams={teams} species={fishSpecies} isOpen={open === 'pieza-mayor'} onClose={close} />
        <CategoryResultDialog
          competitionId={competitionId}
          teams={categoryTeams}
          categories={categories}
          results={results}
          isOpen={open === 'categorias'}
          onClose={close}
        />
      </>
    ),
  };
}
