import { boatsEndpoints } from '@contracts/boats';
import type { z } from 'zod';
import type { boatInputSchema } from '@contracts/entities/boats';
import { handle } from '../core/define-handler';
import { conflict, forbidden, notFound } from '../core/errors';
import { toBoat, toBoatListRow } from '../db/mappers/boats';
import { boatOf, findById, teamById } from '../db/queries';
import type { BoatRow, Db, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { isAdmin } from '../rules/caller';
import { competitionInScope, registeredTeamIds } from '../rules/competition-scope';
import { assertTeamOwner } from '../rules/team-ownership';
import { teamsApiMessages } from '@contracts/teams-messages';
import { boatsApiMessages } from '@contracts/boats-messages';

const NOT_FOUND = boatsApiMessages.notFound;
const TEAM_NOT_FOUND = teamsApiMessages.idNotFound;

/** A boat the caller may see: any for admins, their own team's for owners and members (others look unknown). */
function visibleBoat(db: Db, user: UserRow, id: number): BoatRow {
  const boat = findById(db.boats, id);
  if (!boat || (!isAdmin(user) && boat.team_id !== user.team_id)) throw notFound(NOT_FOUND);
  return boat;
}

/** SPEC §9 one boat per team: a second one is a 409. */
function addBoat(db: Db, teamId: number, input: z.output<typeof boatInputSchema>): BoatRow {
  if (boatOf(db, teamId)) throw conflict(boatsApiMessages.alreadyHasBoat, 'BUSINESS_RULE');
  const now = new Date().toISOString();
  const row: BoatRow = { ...input, id: nextId(db.boats), team_id: teamId, created_at: now, updated_at: now };
  db.boats.push(row);
  return row;
}

/** SPEC §7 Boats. */
export const boatHandlers = [
  // The boats of the teams registered in the competition (the current one by default).
  handle(boatsEndpoints.list, ({ query, db }) => {
    const teams = registeredTeamIds(db, competitionInScope(db, query.competition_id)?.id);
    return { data: db.boats.filter((b) => teams.has(b.team_id)).map((b) => toBoatListRow(db, b)) };
  }),

  handle(boatsEndpoints.get, ({ params, db, user }) => ({ data: toBoat(visibleBoat(db, user, params.id)) })),

  // Admins edit any boat; the team's owner only the team's own (another account of the team reads).
  handle(boatsEndpoints.update, ({ params, body, db, user }) => {
    const boat = findById(db.boats, params.id);
    if (!boat) throw notFound(NOT_FOUND);
    if (!isAdmin(user) && boat.team_id !== user.team_id) throw forbidden(boatsApiMessages.otherTeamsBoat);
    assertTeamOwner(user, teamById(db, boat.team_id)!);
    Object.assign(boat, body, { updated_at: new Date().toISOString() });
    return { data: toBoat(boat), message: boatsApiMessages.updated };
  }),

  handle(boatsEndpoints.create, ({ body, db, user }) => {
    const team = user.team_id === null ? undefined : teamById(db, user.team_id);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    assertTeamOwner(user, team);
    return { data: toBoat(addBoat(db, team.id, body)), message: boatsApiMessages.created };
  }),

  handle(boatsEndpoints.createAdmin, ({ body, db }) => {
    const { team_id, ...boat } = body;
    if (!teamById(db, team_id)) throw notFound(TEAM_NOT_FOUND);
    return { data: toBoat(addBoat(db, team_id, boat)), message: boatsApiMessages.created };
  }),
];
