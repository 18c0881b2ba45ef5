import { TEAM_SIZE } from '@contracts/entities/teams';
import { CategoryIds, type CategoryId, type Db, type TeamRow } from '../db/schema';
import { membersOf, userById } from '../db/queries';
import { currentCompetition } from './current-competition';
import { isFamily } from './team-categories';

const MINOR_AGE = 18;

const ageOn = (birthDate: string, day: Date) => {
  const birth = new Date(birthDate);
  let age = day.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = day.getUTCMonth() < birth.getUTCMonth() || (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
};

/**
 * Menor and Dama follow from who is in the team (SPEC §3, §9: a minor is under 18 on the day
 * the current competition starts; a woman fishes); Familia is the owner's choice and is kept
 * only while the team has exactly 3 members (SPEC §4). Called after every membership change.
 */
export function refreshTeamCategories(db: Db, team: TeamRow, now: Date = new Date()) {
  const people = membersOf(db, team.id).map((m) => userById(db, m.user_id)?.personal_info);
  const startsOn = new Date(currentCompetition(db, now)?.start_date ?? now);
  const ids: CategoryId[] = [];
  if (people.some((p) => p?.birth_date && ageOn(p.birth_date, startsOn) < MINOR_AGE)) ids.push(CategoryIds.Minors);
  if (people.some((p) => p?.gender === 'F')) ids.push(CategoryIds.Female);
  if (isFamily(team) && people.length === TEAM_SIZE) ids.push(CategoryIds.Family);
  team.category_ids = ids;
}
