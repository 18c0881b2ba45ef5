import { catchesEndpoints } from '@contracts/catches';
import { checkInsEndpoints } from '@contracts/check-ins';
import { leaderboardEndpoints } from '@contracts/leaderboard';
import { checkInMessages } from '@contracts/check-ins-messages';
import { catchesMessages } from '@contracts/catches-messages';
import { scoringEndpoints } from '@contracts/scoring';
import { scoringMessages } from '@contracts/scoring-messages';
import { handle } from '../core/define-handler';
import { catchPhotoFor, storeCatchPhoto } from '../rules/catch-photos';
import { acceptCatch, catchOr404, catchesVisibleTo, correctCatch, logCatch, rejectCatch, toCatch } from '../rules/catches';
import { depart, dockOf, dockTime, giveBack, registrationAtDock, toDockTeam } from '../rules/dock';
import { leaderboardCompetition, leaderboardOf } from '../rules/leaderboard';
import { competitionOr404 } from '../rules/results';
import { saveScoring, standingsOf, toScoring } from '../rules/scoring-setup';

const now = () => new Date().toISOString();

/** Tournament day (issue 35, docs/decisions/0071): the scoring set-up, the dock, the catches and the jury. */
export const tournamentDayHandlers = [
  handle(scoringEndpoints.get, ({ params, db }) => {
    competitionOr404(db, params.id);
    return { data: toScoring(db, params.id) };
  }),

  handle(scoringEndpoints.update, ({ params, body, db, user }) => {
    competitionOr404(db, params.id);
    saveScoring(db, params.id, body, user.id, now());
    return { data: toScoring(db, params.id), message: scoringMessages.saved };
  }),

  handle(scoringEndpoints.getStandings, ({ params, db }) => {
    competitionOr404(db, params.id);
    return { data: standingsOf(db, params.id) };
  }),

  // Public (no token): the live leaderboard's read; the server also pushes it (decision 0074).
  handle(leaderboardEndpoints.get, ({ query, db }) => ({ data: leaderboardOf(db, leaderboardCompetition(db, query.competition_id), new Date()) })),

  handle(checkInsEndpoints.list, ({ query, db }) => {
    competitionOr404(db, query.competition_id);
    return { data: dockOf(db, query.competition_id) };
  }),

  handle(checkInsEndpoints.depart, ({ body, db, user }) => {
    competitionOr404(db, body.competition_id);
    const at = now();
    const registration = registrationAtDock(db, body.competition_id, body);
    const row = depart(db, registration, user.id, dockTime(body.at, at), at);
    return { data: toDockTeam(db, registration, row), message: checkInMessages.out };
  }),

  handle(checkInsEndpoints.return, ({ body, db, user }) => {
    competitionOr404(db, body.competition_id);
    const at = now();
    const registration = registrationAtDock(db, body.competition_id, body);
    const row = giveBack(db, registration, user.id, dockTime(body.at, at), at);
    return { data: toDockTeam(db, registration, row), message: checkInMessages.back };
  }),

  handle(catchesEndpoints.create, ({ body, db, user }) => {
    competitionOr404(db, body.competition_id);
    const row = logCatch(db, body, user, now());
    return { data: toCatch(db, row), message: catchesMessages.logged };
  }),

  handle(catchesEndpoints.uploadPhoto, async ({ body, user }) => {
    const photoRef = await storeCatchPhoto(body.image, user, now());
    return { data: { photo_ref: photoRef }, message: catchesMessages.photoSaved };
  }),

  handle(catchesEndpoints.getPhoto, async ({ params, user }) => {
    const row = await catchPhotoFor(params.id, user);
    return { data: { photo_ref: row.ref, image: row.image, uploaded_at: row.created_at } };
  }),

  handle(catchesEndpoints.list, ({ query, db, user }) => {
    competitionOr404(db, query.competition_id);
    return { data: catchesVisibleTo(db, user, query.competition_id, query.status).map((row) => toCatch(db, row)) };
  }),

  handle(catchesEndpoints.accept, ({ params, db, user }) => {
    const row = catchOr404(db, params.id);
    acceptCatch(row, user, now());
    return { data: toCatch(db, row), message: catchesMessages.accepted };
  }),

  handle(catchesEndpoints.reject, ({ params, body, db, user }) => {
    const row = catchOr404(db, params.id);
    rejectCatch(db, row, user, body.reason, now());
    return { data: toCatch(db, row), message: catchesMessages.rejected };
  }),

  handle(catchesEndpoints.correct, ({ params, body, db, user }) => {
    const row = catchOr404(db, params.id);
    correctCatch(db, row, user, body, now());
    return { data: toCatch(db, row), message: catchesMessages.corrected };
  }),
];
