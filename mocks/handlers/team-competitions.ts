import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { handle } from '../core/define-handler';
import { notFound, ruleBroken } from '../core/errors';
import { withoutTimestamps } from '../db/mappers/strip';
import { registrationOf, teamById } from '../db/queries';
import { notifyDbChanged } from '../db/store';
import type { Db, TeamCompetitionRow, UserRow } from '../db/schema';
import { cardPaymentLink } from '../rules/card-payment-link';
import { exemptRegistration, removeExemption } from '../rules/payment-exemption';
import { absoluteCheckInUrl } from '../rules/payment-links';
import { cancelRegistration, registerTeam, registrationMessages } from '../rules/team-registration';
import { assertOwnsOwnTeam, assertTeamOwner } from '../rules/team-ownership';
import { paymentsApiMessages } from '@contracts/payments-messages';
import { teamCompetitionsApiMessages } from '@contracts/team-competitions-messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';

const toTeamCompetition = (row: TeamCompetitionRow) => withoutTimestamps(row);

function registrationOr404(db: Db, id: number): TeamCompetitionRow {
  const registration = db.teamCompetitions.find((tc) => tc.id === id);
  if (!registration) throw notFound(registrationMessages.notFound);
  return registration;
}

/** The caller's team, to register it: only its owner may. */
function ownTeam(db: Db, owner: UserRow) {
  const team = owner.team_id === null ? undefined : teamById(db, owner.team_id);
  if (!team) throw ruleBroken(registrationMessages.noTeam);
  assertTeamOwner(owner, team);
  return team;
}

/** SPEC §7 Team in competition: registration, exemption (SPEC §4 rules) and the card payment link. */
export const teamCompetitionHandlers = [
  handle(teamCompetitionsEndpoints.register, ({ params, db, user }) => {
    const team = ownTeam(db, user);
    const competition = db.competitions.find((c) => c.id === params.competitionId);
    if (!competition) throw notFound(competitionsApiMessages.notFound);
    return { data: toTeamCompetition(registerTeam(db, team, competition)), message: teamCompetitionsApiMessages.registered };
  }),

  handle(teamCompetitionsEndpoints.cancel, ({ params, db, user }) => {
    assertOwnsOwnTeam(db, user);
    const registration = user.team_id === null ? undefined : registrationOf(db, user.team_id, params.competitionId);
    if (!registration) throw notFound(registrationMessages.notFound);
    cancelRegistration(db, registration);
    return { data: null, message: teamCompetitionsApiMessages.cancelled };
  }),

  handle(teamCompetitionsEndpoints.exempt, ({ params, body, db }) => {
    const registration = registrationOr404(db, params.id);
    exemptRegistration(db, registration, body, new Date().toISOString());
    return { data: toTeamCompetition(registration), message: paymentsApiMessages.actionDone };
  }),

  handle(teamCompetitionsEndpoints.removeExemption, ({ params, db }) => {
    const registration = registrationOr404(db, params.id);
    removeExemption(db, registration, new Date().toISOString());
    return { data: toTeamCompetition(registration), message: paymentsApiMessages.actionDone };
  }),

  handle(teamCompetitionsEndpoints.getPaymentLink, ({ params, db, user, request }) => {
    assertOwnsOwnTeam(db, user);
    const attempt = cardPaymentLink(db, user, params.competitionId, params.priceId);
    // A GET that may add an attempt: stored now, since the demo checkout reads it in the new tab
    // (docs/decisions/0019), and GET handlers are not persisted by default.
    notifyDbChanged();
    return { data: { checkInUrl: absoluteCheckInUrl(attempt.checkin_url, request) } };
  }),
];
