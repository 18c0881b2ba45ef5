import { membersOf } from '../queries';
import { CategoryIds, type CompetitionRow, type TeamRow } from '../schema';
import type { SeedContext } from './context';

/** SPEC §9: overall results are capped at 15 positions. */
export const OVERALL_POSITIONS = 15;

/**
 * Published results of the finished competition: 15 overall positions, one biggest fish
 * per species (some species), and the top teams of each category.
 */
export function seedResults(ctx: SeedContext, competition: CompetitionRow, participants: TeamRow[]) {
  const { db, faker } = ctx;
  const at = competition.end_date;
  const ranked = faker.helpers.shuffle([...participants]);
  let points = 2400;
  ranked.slice(0, OVERALL_POSITIONS).forEach((team, i) => {
    points -= faker.number.int({ min: 20, max: 140 });
    db.overallResults.push({
      id: ctx.id('overallResults'),
      competition_id: competition.id,
      team_id: team.id,
      final_position: i + 1,
      total_points: points,
      species_count: faker.number.int({ min: 2, max: 7 }),
      pieces_count: faker.number.int({ min: 8, max: 60 }),
      created_at: at,
      updated_at: at,
    });
  });

  for (const species of db.fishSpecies.slice(0, 6)) {
    const team = faker.helpers.arrayElement(participants);
    const catcher = faker.helpers.arrayElement(membersOf(db, team.id));
    const size_cm = faker.number.float({ min: 35, max: 110, fractionDigits: 1 });
    db.biggestFishResults.push({
      id: ctx.id('biggestFishResults'),
      competition_id: competition.id,
      team_id: team.id,
      participant_id: catcher.user_id,
      fish_species_id: species.id,
      size_cm,
      points: Math.round(size_cm * 10),
      created_at: at,
      updated_at: at,
    });
  }

  for (const category_id of [CategoryIds.Minors, CategoryIds.Female, CategoryIds.Family]) {
    const inCategory = participants.filter((t) => t.category_ids.includes(category_id));
    const pool = inCategory.length >= 3 ? inCategory : participants;
    faker.helpers.arrayElements(pool, 3).forEach((team, i) => {
      db.categoryResults.push({
        id: ctx.id('categoryResults'),
        competition_id: competition.id,
        team_id: team.id,
        category_id,
        points: 900 - i * faker.number.int({ min: 60, max: 150 }),
        species_count: faker.number.int({ min: 2, max: 6 }),
        pieces_count: faker.number.int({ min: 6, max: 40 }),
        created_at: at,
        updated_at: at,
      });
    });
  }
}
