import type { Boat, BoatListRow } from '@contracts/entities/boats';
import { teamById } from '../queries';
import type { BoatRow, Db } from '../schema';
import { withoutTimestamps } from './strip';

export const toBoat = (row: BoatRow): Boat => {
  const { team_id: _team, ...boat } = withoutTimestamps(row);
  return boat;
};

export const toBoatListRow = (db: Db, row: BoatRow): BoatListRow => ({
  ...toBoat(row),
  boat_id: row.id,
  team_id: row.team_id,
  team_name: teamById(db, row.team_id)?.name ?? '',
});
