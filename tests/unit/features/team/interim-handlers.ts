/**
 * Stand-ins for the teams handlers of the mock backend until they land
 * (mocks/handlers/teams.ts): small, db-backed and checked against the same
 * contracts by `handle`. Tests install them with server.use().
 */
import { teamsCreate, teamsDeleteOwn, teamsGetOwnOrList, teamsSetOwnFamily, teamsUpdateOwn } from '@contracts/teams';
import { handle } from '@mocks/core/define-handler';
import { notFound, ruleBroken } from '@mocks/core/errors';
import { issueTokens } from '@mocks/core/tokens';
import { toTeam } from '@mocks/db/mappers/teams';
import { membersOf, teamById } from '@mocks/db/queries';
import type { Db, UserRow } from '@mocks/db/schema';
import { nextId } from '@mocks/db/store';
import { assertNoPendingClubRequest } from '@mocks/rules/club-requests';
import { withFamily } from '@mocks/rules/team-categories';

const ownTeam = (db: Db, user: UserRow) => {
  const team = user.team_id ? teamById(db, user.team_id) : undefined;
  if (!team) throw notFound('No se encontró el equipo.');
  return team;
};

export const interimTeamHandlers = [
  handle(teamsCreate, async ({ db, user, body }) => {
    assertNoPendingClubRequest(db, user.id);
    const now = new Date().toISOString();
    const team = { id: nextId(db.teams), name: body.name, institution_id: body.institution_id, owner_id: user.id, category_ids: [], created_at: now, updated_at: now };
    db.teams.push(team);
    user.team_id = team.id;
    return { data: await issueTokens(user), status: 201 };
  }),
  handle(teamsGetOwnOrList, ({ db, user }) => ({ data: toTeam(db, ownTeam(db, user)) })),
  handle(teamsUpdateOwn, ({ db, user, body }) => {
    assertNoPendingClubRequest(db, user.id);
    const team = ownTeam(db, user);
    Object.assign(team, body);
    return { data: toTeam(db, team) };
  }),
  handle(teamsSetOwnFamily, ({ db, user, body }) => {
    const team = ownTeam(db, user);
    if (membersOf(db, team.id).length !== 3) throw ruleBroken('La categoría familia requiere exactamente 3 miembros');
    team.category_ids = withFamily(team.category_ids, body.is_family);
    return { data: toTeam(db, team) };
  }),
  handle(teamsDeleteOwn, ({ db, user }) => {
    const team = ownTeam(db, user);
    db.teams.splice(db.teams.indexOf(team), 1);
    for (const u of db.users) if (u.team_id === team.id) u.team_id = null;
    return { data: null };
  }),
];
