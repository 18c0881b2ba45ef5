import { argentineDay, argentineDayEnd, argentineDayStart } from '@contracts/core/argentine-time';
import { Role } from '@contracts/enums';
import { signAccessToken } from './core/jwt';
import { issueTokens } from './core/tokens';
import { demoAccount, type DemoAccountKey } from './demo-accounts';
import { credentialQrText } from '@contracts/core/credential-qr';
import { saveScoring } from './rules/scoring-setup';
import { depart } from './rules/dock';
import { acceptCatch, logCatch } from './rules/catches';
import { storeCatchPhoto } from './rules/catch-photos';
import { SAMPLE_CATCH_PHOTO } from './db/seed-data/catch-photo-sample';
import { boatOf, membersOf, registrationOf, teamById, userById, userByUsername } from './db/queries';
import type { Db, PaymentType, UserRow } from './db/schema';
import { nextId } from './db/store';
import { createUser, generatePassword } from './rules/accounts';
import { revokeRefreshTokens } from './rules/sessions';
import { registerMember } from './rules/team-membership';
import { openCardPaymentAttempt } from './rules/card-payments';
import { addCashDetails } from './rules/cash-declarations';
import { exemptRegistration } from './rules/payment-exemption';
import { addPayment } from './rules/payment-records';
import { currentCompetition } from './rules/current-competition';
import { validPriceAt } from './rules/pricing';

/**
 * Provider states for the Pact verification (POST /__mock/state, see handlers/mock-state.ts).
 * Each state starts from a freshly reset demo database, may change it, and returns values
 * the verifier can inject (Pact `fromProviderState`) — typically the acting user's ids and
 * a valid access token, which a verifier's requestFilter puts in the Authorization header.
 *
 * Add a state: one entry, named as the consumer test's `given(...)` names it.
 */
export type ProviderStateParams = Record<string, unknown>;
export type ProviderStateResult = Record<string, string | number | boolean | null>;
export type ProviderStateSetup = (db: Db, params: ProviderStateParams) => Promise<ProviderStateResult> | ProviderStateResult;

/** The acting user's identity and a fresh token pair. */
export async function actingAs(user: UserRow): Promise<ProviderStateResult> {
  const tokens = await issueTokens(user);
  return { userId: user.id, username: user.username, teamId: user.team_id, roleId: user.role_id, ...tokens };
}

const demoUser = (db: Db, key: DemoAccountKey) => {
  const user = userByUsername(db, demoAccount(key).username);
  if (!user) throw new Error(`La semilla no tiene la cuenta de demostración ${key}`);
  return user;
};

/** What an owner types for a new member (SPEC §5 Member): the data the member's activation starts from. */
const addedMember = {
  dni: '33444555',
  first_name: 'Julieta',
  last_name: 'Sosa',
  licence_number: null,
  primary_phone_number: '3415550011',
  secondary_phone_number: null,
  emergency_contact_number: null,
  email: 'julieta.sosa@example.com',
  birth_date: '1994-02-11',
  gender: 'F',
  blood_type: null,
  is_helmsman: false,
  member_category: null,
} as const;

const asDemo = (key: DemoAccountKey): ProviderStateSetup => (db) => actingAs(demoUser(db, key));

/** The team of a demo owner, its current registration and its first member who is not the owner. */
function demoTeam(db: Db, key: DemoAccountKey) {
  const owner = demoUser(db, key);
  const competition = currentCompetition(db)!;
  const teamId = owner.team_id!;
  const member = membersOf(db, teamId).find((m) => m.user_id !== owner.id);
  return {
    teamId,
    ownerId: owner.id,
    memberUserId: member?.user_id ?? null,
    boatId: boatOf(db, teamId)?.id ?? null,
    competitionId: competition.id,
    registrationId: registrationOf(db, teamId, competition.id)?.id ?? null,
  };
}

/** A competition far ahead that no team registered in, with one price per payment type given. */
function competitionWithoutRegistrations(db: Db, paymentTypes: readonly PaymentType[]) {
  const now = new Date().toISOString();
  // The Argentine day `offset` days from today, stored as the API stores organisers' days (decision 0038).
  const day = (offset: number) => argentineDay(new Date(Date.now() + offset * 86_400_000));
  const competition = {
    id: nextId(db.competitions),
    name: 'Concurso de Otoño sin Inscriptos',
    edition: 1,
    description: 'Competencia creada para probar las bajas.',
    registration_start: argentineDayStart(day(100)),
    registration_end: argentineDayEnd(day(130)),
    start_date: `${day(140)}T06:00:00.000-03:00`,
    end_date: `${day(141)}T17:00:00.000-03:00`,
    created_at: now,
    updated_at: now,
  };
  db.competitions.push(competition);
  for (const payment_type of paymentTypes) {
    db.competitionPrices.push({
      id: nextId(db.competitionPrices),
      competition_id: competition.id,
      price: 90_000,
      installment_count: 1,
      start_date: competition.registration_start,
      end_date: competition.registration_end,
      payment_type,
      platform_fee: null,
      covers_platform_fee: false,
      created_at: now,
      updated_at: now,
    });
  }
  return { competitionId: competition.id, priceId: db.competitionPrices.find((p) => p.competition_id === competition.id)!.id };
}

const validPriceIds = (db: Db, competitionId: number) => {
  const now = new Date();
  const priceId = (type: PaymentType) => validPriceAt(db.competitionPrices, competitionId, type, now)?.id ?? null;
  return { transferPriceId: priceId('transfer'), cashPriceId: priceId('cash'), cardPriceId: priceId('mercadopago') };
};

/** Another account (the complete team's owner) takes over params' dni, email or licence_number. */
function takePersonalData(db: Db, params: ProviderStateParams) {
  const other = demoUser(db, 'ownerCompleteTeam');
  const taken = Object.fromEntries(['dni', 'email', 'licence_number'].filter((k) => typeof params[k] === 'string').map((k) => [k, params[k] as string]));
  other.personal_info = { ...other.personal_info!, ...taken };
}

/** First team matching `test` (seed teams, in seed order), as its owner. */
function seedTeamWhere(db: Db, test: (teamId: number) => boolean, what: string) {
  const team = db.teams.find((t) => test(t.id));
  if (!team) throw new Error(`La semilla no tiene ${what}`);
  return { team, owner: userById(db, team.owner_id)! };
}

/** The unpaid team's owner and registration in the current competition. */
function unpaidTeam(db: Db) {
  const owner = demoUser(db, 'ownerUnpaidTeam');
  const competition = currentCompetition(db)!;
  return { owner, competition, registration: registrationOf(db, owner.team_id!, competition.id)! };
}

/** The unpaid team's owner declares cash at the valid cash price, as POST /payments/cash does for a payer. */
function declareCash(db: Db) {
  const { owner, competition, registration } = unpaidTeam(db);
  const price = validPriceAt(db.competitionPrices, competition.id, 'cash', new Date())!;
  const at = new Date().toISOString();
  const payment = addPayment(db, { registration, price, status: 'pending', createdBy: owner.id, at });
  const { first_name, last_name, dni } = owner.personal_info!;
  addCashDetails(db, payment, { payer_first_name: first_name, payer_last_name: last_name, payer_dni: dni }, owner, at);
  return { owner, payment, registration };
}

/** The unpaid team's owner declares a transfer at the valid transfer price, as POST /payments/transfer does. */
function declareTransfer(db: Db) {
  const { owner, competition, registration } = unpaidTeam(db);
  const price = validPriceAt(db.competitionPrices, competition.id, 'transfer', new Date())!;
  const at = new Date().toISOString();
  const payment = addPayment(db, { registration, price, status: 'pending', createdBy: owner.id, at });
  const { first_name, last_name } = owner.personal_info!;
  db.transferPayments.push({
    id: nextId(db.transferPayments),
    payment_id: payment.id,
    sender_first_name: first_name,
    sender_last_name: last_name,
    sender_cuit: '20-12345678-6',
    confirmation_status: 'pending',
    confirmed_at: null,
    confirmed_by: null,
    rejection_reason: null,
    admin_notes: null,
    created_at: at,
    updated_at: at,
  });
  return { owner, payment };
}

/** A card payment link handed out to the unpaid team's owner and approved at the checkout, not registered yet. */
function cardLinkOfUnpaidTeam(db: Db) {
  const { owner, competition, registration } = unpaidTeam(db);
  const price = validPriceAt(db.competitionPrices, competition.id, 'mercadopago', new Date())!;
  const attempt = openCardPaymentAttempt(db, registration, price, new Date().toISOString());
  // "Back from the card provider": the payer approved the charge at the checkout (only its decision records a payment).
  attempt.provider_decision = 'approved';
  return { owner, attempt };
}

/**
 * Tournament day (issue 35): the current competition scores its first two species, a judge
 * account exists, the first accepted team (by number) is at the dock with a pending catch
 * logged by the judge, and the second is out on the water with a catch the jury accepted.
 */
function tournamentDay(db: Db) {
  const competition = currentCompetition(db)!;
  const admin = demoUser(db, 'clientAdmin');
  const now = new Date();
  const [first, second] = db.fishSpecies;
  saveScoring(
    db,
    competition.id,
    {
      species: [
        { fish_species_id: first!.id, min_size_cm: 25, points_per_piece: 10, points_per_cm: 1 },
        { fish_species_id: second!.id, min_size_cm: 42, points_per_piece: 20, points_per_cm: 0.5 },
      ],
      tie_breaks: ['species_count', 'pieces_count', 'biggest_piece', 'earliest_time'],
    },
    admin.id,
    now.toISOString(),
  );
  // The demo's judge (seed-data/tournament-day.ts); the set-up above replaces the demo's scoring.
  const judge = demoUser(db, 'judge');
  const [atDock, onWater] = db.teamCompetitions
    .filter((r) => r.competition_id === competition.id && r.status === 'accepted' && r.team_number !== null)
    .sort((a, b) => a.team_number! - b.team_number!);
  const earlier = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  // Within the hour, so the differential test reads both backends' instants as 'now' (tests/server/differential.test.ts).
  depart(db, onWater!, judge.id, earlier(45), now.toISOString());
  const participantId = membersOf(db, atDock!.team_id)[0]!.user_id;
  const pending = logCatch(
    db,
    { competition_id: competition.id, team_id: atDock!.team_id, fish_species_id: first!.id, size_cm: 31.5, participant_id: participantId, caught_at: earlier(30), photo_ref: null },
    judge,
    now.toISOString(),
  );
  // The team on the water already has a catch the jury accepted: the standings have a row.
  const scored = logCatch(
    db,
    { competition_id: competition.id, team_id: onWater!.team_id, fish_species_id: second!.id, size_cm: 48, participant_id: membersOf(db, onWater!.team_id)[0]!.user_id, caught_at: earlier(40), photo_ref: null },
    judge,
    now.toISOString(),
  );
  acceptCatch(scored, admin, now.toISOString());
  return {
    judge,
    values: {
      competitionId: competition.id,
      teamId: atDock!.team_id,
      teamNumber: atDock!.team_number!,
      credentialQr: credentialQrText({ competitionId: competition.id, teamNumber: atDock!.team_number!, registrationNumber: atDock!.registration_number }),
      otherCompetitionQr: credentialQrText({ competitionId: competition.id + 1000, teamNumber: atDock!.team_number!, registrationNumber: atDock!.registration_number }),
      outTeamNumber: onWater!.team_number!,
      participantId,
      fishSpeciesId: first!.id,
      catchId: pending.id,
    },
  };
}

export const providerStates: Record<string, ProviderStateSetup> = {
  /** Acting as a judge ('Fiscal', decision 0071); the dock and the catches of the current competition (tournamentDay). */
  'a judge is signed in at the dock of the current competition': async (db) => {
    const { judge, values } = tournamentDay(db);
    return { ...(await actingAs(judge)), ...values };
  },
  /** Acting as the judge, who uploaded a catch's photo (photoRef, docs/decisions/0073). */
  'a judge has uploaded a catch photo': async (db) => {
    const { judge, values } = tournamentDay(db);
    const photoRef = await storeCatchPhoto(SAMPLE_CATCH_PHOTO, judge, new Date().toISOString());
    return { ...(await actingAs(judge)), ...values, photoRef };
  },
  /** Acting as the client admin; the same tournament day, with a catch waiting for the jury (catchId). */
  'a client admin is signed in and a catch waits for the jury': async (db) => {
    const { values } = tournamentDay(db);
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), ...values };
  },
  /** Acting as the complete team's owner; the current competition's scoring is set up. */
  'a team owner with a complete team exists and the scoring is set up': async (db) => {
    const { values } = tournamentDay(db);
    return { ...(await actingAs(demoUser(db, 'ownerCompleteTeam'))), competitionId: values.competitionId };
  },
  /** Nobody signed in (the public live leaderboard); the current competition has an accepted catch and one waiting. */
  'the current competition has catches the jury decided': (db) => ({ competitionId: tournamentDay(db).values.competitionId }),
  'the demo data is loaded': () => ({}),
  'the user is a system admin': asDemo('systemAdmin'),
  'the user is a client admin': asDemo('clientAdmin'),
  'a team owner with a complete team exists': asDemo('ownerCompleteTeam'),
  'a team owner with an incomplete team exists': asDemo('ownerIncompleteTeam'),
  /** Acting as a member the incomplete team's owner just added (status registered, the owner's data stored); memberUserId. */
  'a member added by the owner has not activated the account': async (db) => {
    const owner = demoUser(db, 'ownerIncompleteTeam');
    const { user } = registerMember(db, teamById(db, owner.team_id!)!, addedMember, Role.TeamMember, owner);
    return { ...(await actingAs(user)), memberUserId: user.id };
  },
  /** The complete team's owner signed in (refreshToken), then an admin reset the password: that refresh token is revoked. */
  'an admin reset the password of a signed-in team owner': async (db) => {
    const owner = demoUser(db, 'ownerCompleteTeam');
    const tokens = await actingAs(owner);
    Object.assign(owner, { password: generatePassword() });
    revokeRefreshTokens(owner);
    return tokens;
  },
  'a team owner with an unpaid registration exists': asDemo('ownerUnpaidTeam'),
  'a team owner without a team exists': asDemo('ownerWithoutTeam'),
  'a team member exists': asDemo('teamMember'),
  'a registered user who has not activated the account exists': asDemo('registeredUser'),
  /** Acting as the client admin; ids of a transfer waiting for confirmation. */
  'a pending transfer exists': async (db) => {
    const transfer = db.transferPayments.find((t) => t.confirmation_status === 'pending');
    const payment = db.payments.find((p) => p.id === transfer?.payment_id);
    const registration = db.teamCompetitions.find((tc) => tc.id === payment?.team_competition_id);
    if (!transfer || !payment || !registration) throw new Error('La semilla no tiene transferencias pendientes');
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), transferId: transfer.id, paymentId: payment.id, teamId: registration.team_id };
  },
  /** Acting as the owner of the unpaid team; the current competition and its valid price of each type. */
  'the current competition has registration open': async (db) => {
    const competition = currentCompetition(db)!;
    const now = new Date();
    const priceId = (type: PaymentType) => validPriceAt(db.competitionPrices, competition.id, type, now)?.id ?? null;
    return {
      ...(await actingAs(demoUser(db, 'ownerUnpaidTeam'))),
      competitionId: competition.id,
      transferPriceId: priceId('transfer'),
      cashPriceId: priceId('cash'),
      cardPriceId: priceId('mercadopago'),
    };
  },
  /** Acting as the client admin; the finished competition with published results. */
  'a finished competition with results exists': async (db) => {
    const finished = db.competitions.find((c) => db.overallResults.some((r) => r.competition_id === c.id))!;
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), competitionId: finished.id };
  },
  /** Acting as the client admin; a help request waiting for an answer. */
  'a pending help ticket exists': async (db) => {
    const ticket = db.helpDeskTickets.find((t) => t.status === 'pending' && t.user_id !== null)!;
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), ticketId: ticket.id };
  },
  /** params.username (default 'pescador.ocupado') is taken by an existing account. */
  'the username is already taken': (db, params) => {
    const username = typeof params.username === 'string' ? params.username : 'pescador.ocupado';
    if (!userByUsername(db, username)) {
      createUser(db, { username, password: 'Demo2026!', role_id: Role.TeamOwner, status: 'registered' }, null);
    }
    return { username };
  },
  /** params.username / params.password: an active team owner who signs in with them. */
  'an active account with the given credentials exists': (db, params) => {
    const username = String(params.username ?? 'pescador.activo');
    const password = String(params.password ?? 'Demo2026!');
    const user = userByUsername(db, username) ?? createUser(db, { username, password, role_id: Role.TeamOwner, status: 'active' }, null);
    Object.assign(user, { password, status: 'active' });
    return { username, password };
  },
  /** params.username is free, so signing up with it works. */
  'no account uses the username': (db, params) => {
    const username = String(params.username ?? '');
    const taken = userByUsername(db, username);
    if (taken) taken.username = `${taken.username}.antes`;
    return { username };
  },
  /** Acting as the registered (not activated) user; another account already has params' dni, email or licence_number. */
  'a registered user exists and another account uses the given personal data': async (db, params) => {
    takePersonalData(db, params);
    return actingAs(demoUser(db, 'registeredUser'));
  },
  /** The complete team's owner, whose access token has expired; the refresh token still works. */
  'the access token of a team owner has expired': async (db) => {
    const user = demoUser(db, 'ownerCompleteTeam');
    const values = await actingAs(user);
    const expired = await signAccessToken({ id: user.id, roleId: user.role_id, status: user.status, username: user.username, teamId: user.team_id }, -60);
    return { ...values, accessToken: expired };
  },
  /** Acting as the system admin; params.username (default 'pescador.ocupado') is taken. */
  'a system admin is signed in and the username is already taken': async (db, params) => {
    const taken = await providerStates['the username is already taken']!(db, params);
    return { ...(await actingAs(demoUser(db, 'systemAdmin'))), username: taken.username ?? null };
  },
  /** Acting as a team owner who has asked for help (resolved and pending requests). */
  'a team owner with help requests exists': async (db) => {
    const ticket = db.helpDeskTickets.find((t) => t.user_id !== null && t.status === 'resolved')!;
    return actingAs(userById(db, ticket.user_id!)!);
  },
  /** Acting as the client admin; ownerId is the complete team's owner (an account with a history). */
  'a client admin is signed in and a team owner exists': async (db) => ({
    ...(await actingAs(demoUser(db, 'clientAdmin'))),
    ownerId: demoUser(db, 'ownerCompleteTeam').id,
  }),
  /**
   * Acting as the client admin (userId, an account without the owner role); ownerId of an owner
   * account without a team, ownerWithTeamId of one that has a team, institutionId of a fishing club.
   */
  'a client admin is signed in and a team owner without a team and a fishing club exist': async (db) => ({
    ...(await actingAs(demoUser(db, 'clientAdmin'))),
    ownerId: demoUser(db, 'ownerWithoutTeam').id,
    ownerWithTeamId: demoUser(db, 'ownerCompleteTeam').id,
    institutionId: db.institutions[0]!.id,
  }),
  /** Acting as the client admin; ids of the complete, paid team (teamId, boatId, ownerId, memberUserId, competitionId, registrationId). */
  'a client admin is signed in and a complete team exists': async (db) => ({
    ...(await actingAs(demoUser(db, 'clientAdmin'))),
    ...demoTeam(db, 'ownerCompleteTeam'),
  }),
  /** Acting as the client admin; the team of 2 registered unpaid without payments, and the current valid prices. */
  'a client admin is signed in and an incomplete team exists': async (db) => {
    const team = demoTeam(db, 'ownerIncompleteTeam');
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), ...team, ...validPriceIds(db, team.competitionId) };
  },
  /** Acting as the client admin, with the incomplete team's ids; another account already has params' dni, email or licence_number. */
  'a client admin is signed in, an incomplete team exists and another account uses the given personal data': async (db, params) => {
    takePersonalData(db, params);
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), ...demoTeam(db, 'ownerIncompleteTeam') };
  },
  /** Acting as the client admin; registrationId of a registration exempted from payment. */
  'a client admin is signed in and an exempt team exists': async (db) => {
    const registration = db.teamCompetitions.find((tc) => tc.is_payment_exempt && tc.competition_id === currentCompetition(db)!.id)!;
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), registrationId: registration.id, teamId: registration.team_id };
  },
  /** Acting as the client admin; teamId of a team that has no boat. */
  'a client admin is signed in and a team without a boat exists': async (db) => {
    const { team } = seedTeamWhere(db, (id) => !boatOf(db, id), 'equipos sin embarcación');
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), teamId: team.id };
  },
  /** Acting as the client admin; institutionId of a fishing club no team belongs to. */
  'a client admin is signed in and a fishing club without teams exists': async (db) => {
    let club = db.institutions.find((i) => !db.teams.some((t) => t.institution_id === i.id));
    if (!club) {
      const now = new Date().toISOString();
      club = { id: nextId(db.institutions), name: 'Club de Pesca Sin Equipos', president: 'Raúl Ferreyra', phone_number: '3415550101', created_at: now, updated_at: now };
      db.institutions.push(club);
    }
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), institutionId: club.id };
  },
  /** Acting as the client admin; institutionId of a fishing club some team belongs to. */
  'a client admin is signed in and a fishing club with teams exists': async (db) => {
    const club = db.institutions.find((i) => db.teams.some((t) => t.institution_id === i.id));
    if (!club) throw new Error('La semilla no tiene una barra pesquera con equipos');
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), institutionId: club.id };
  },
  /** Acting as the system admin; the current competition and one of its prices. */
  'a system admin is signed in and the current competition has registration open': async (db) => {
    const competition = currentCompetition(db)!;
    const price = db.competitionPrices.find((p) => p.competition_id === competition.id)!;
    return { ...(await actingAs(demoUser(db, 'systemAdmin'))), competitionId: competition.id, priceId: price.id };
  },
  /** Acting as the system admin; a competition no team registered in, with two prices (competitionId, priceId). */
  'a system admin is signed in and a competition without registrations exists': async (db) => {
    const { competitionId, priceId } = competitionWithoutRegistrations(db, ['transfer', 'cash']);
    return { ...(await actingAs(demoUser(db, 'systemAdmin'))), competitionId, priceId };
  },
  /** Acting as the system admin; a competition without registrations whose only price is priceId. */
  'a system admin is signed in and a competition with a single price exists': async (db) => {
    const { competitionId, priceId } = competitionWithoutRegistrations(db, ['transfer']);
    return { ...(await actingAs(demoUser(db, 'systemAdmin'))), competitionId, priceId };
  },
  /** Acting as the system admin; priceId is a price of the current competition that payments were made at. */
  'a system admin is signed in and a price of the current competition has payments': async (db) => {
    const competition = currentCompetition(db)!;
    const price = db.competitionPrices.find((p) => p.competition_id === competition.id && db.payments.some((pay) => pay.price_id === p.id));
    if (!price) throw new Error('La semilla no tiene pagos en un precio de la competencia actual');
    return { ...(await actingAs(demoUser(db, 'systemAdmin'))), competitionId: competition.id, priceId: price.id };
  },
  /**
   * Acting as the client admin; the finished competition with position 15 freed: teamId (accepted, without
   * overall result), participantId (its member), freePosition, fishSpeciesId (no biggest fish yet),
   * categoryId (no result of the team), and one result of each table to delete.
   */
  'a finished competition has results and room for more': async (db) => {
    const competitionId = db.overallResults[0]!.competition_id;
    const overall = db.overallResults.filter((r) => r.competition_id === competitionId);
    const last = overall.reduce((a, b) => (b.final_position > a.final_position ? b : a));
    db.overallResults.splice(db.overallResults.indexOf(last), 1);
    const teamId = last.team_id;
    const categoryIds = db.categories.map((c) => c.id).filter((id) => !db.categoryResults.some((r) => r.competition_id === competitionId && r.team_id === teamId && r.category_id === id));
    return {
      ...(await actingAs(demoUser(db, 'clientAdmin'))),
      competitionId,
      teamId,
      participantId: membersOf(db, teamId)[0]!.user_id,
      freePosition: last.final_position,
      fishSpeciesId: db.fishSpecies.find((s) => !db.biggestFishResults.some((r) => r.competition_id === competitionId && r.fish_species_id === s.id))!.id,
      categoryId: categoryIds[0]!,
      overallResultId: overall.find((r) => r !== last)!.id,
      biggestFishResultId: db.biggestFishResults.find((r) => r.competition_id === competitionId)!.id,
      categoryResultId: db.categoryResults.find((r) => r.competition_id === competitionId)!.id,
      // What the refusals need: a member of another team, a species and a team's category already given.
      otherTeamParticipantId: membersOf(db, overall.find((r) => r !== last)!.team_id)[0]!.user_id,
      takenFishSpeciesId: db.biggestFishResults.find((r) => r.competition_id === competitionId)!.fish_species_id,
      categoryHolderTeamId: db.categoryResults.find((r) => r.competition_id === competitionId)!.team_id,
      heldCategoryId: db.categoryResults.find((r) => r.competition_id === competitionId)!.category_id,
    };
  },
  /** Acting as the owner of a team whose card payment is in progress (paymentId, mercadopagoRef: the card provider's payment id). */
  'a team owner with a card payment in progress exists': async (db) => {
    const payment = db.payments.find((p) => p.payment_type === 'mercadopago' && p.status === 'pending')!;
    const registration = db.teamCompetitions.find((tc) => tc.id === payment.team_competition_id)!;
    const owner = userById(db, db.teams.find((t) => t.id === registration.team_id)!.owner_id)!;
    return { ...(await actingAs(owner)), paymentId: payment.id, mercadopagoRef: payment.mercadopago_payment_id! };
  },
  /** Acting as the owner of a complete team with a boat, not registered in the current competition (competitionId). */
  'a team owner whose complete team is not registered exists': async (db) => {
    const competition = currentCompetition(db)!;
    const { team, owner } = seedTeamWhere(
      db,
      (id) => membersOf(db, id).length === 3 && Boolean(boatOf(db, id)) && !registrationOf(db, id, competition.id),
      'equipos completos sin inscribir',
    );
    return { ...(await actingAs(owner)), competitionId: competition.id, teamId: team.id };
  },
  /** Acting as the owner of a team that has no boat yet. */
  'a team owner whose team has no boat exists': async (db) => {
    const { team, owner } = seedTeamWhere(db, (id) => !boatOf(db, id), 'equipos sin embarcación');
    return { ...(await actingAs(owner)), teamId: team.id };
  },
  /** Acting as the owner of the team of 2; another account already has params' dni, email or licence_number. */
  'a team owner with an incomplete team exists and another account uses the given personal data': async (db, params) => {
    takePersonalData(db, params);
    return actingAs(demoUser(db, 'ownerIncompleteTeam'));
  },
  /** Acting as the complete team's owner; notificationId of one of the owner's unread notifications. */
  'a team owner with an unread notification exists': async (db) => {
    const owner = demoUser(db, 'ownerCompleteTeam');
    const notification = db.userNotifications.find((n) => n.user_id === owner.id && n.status !== 'deleted')!;
    notification.status = 'unread';
    return { ...(await actingAs(owner)), notificationId: notification.id };
  },
  /** Acting as a team owner without a team; institutionId of a fishing club to create the team in. */
  'a team owner without a team and a fishing club exist': async (db) => ({
    ...(await actingAs(demoUser(db, 'ownerWithoutTeam'))),
    institutionId: db.institutions[0]!.id,
  }),
  /** Acting as an owner without a team whose request for a new club is pending (creating a team is refused); institutionId of an existing club. */
  'a team owner without a team has a pending club request': async (db) => {
    const request = db.clubRequests.find((r) => r.status === 'pending')!;
    return { ...(await actingAs(userById(db, request.requested_by)!)), institutionId: db.institutions[0]!.id };
  },
  /** Acting as the unpaid team's owner, back from the card provider: providerPaymentRef is the link's payment_id, not registered yet. */
  'a team owner is back from the card provider': async (db) => {
    const { owner, attempt } = cardLinkOfUnpaidTeam(db);
    return { ...(await actingAs(owner)), providerPaymentRef: attempt.provider_payment_id };
  },
  /** Acting as the unpaid team's owner, about to pay by card: competitionId, the valid card price (priceId) and registrationId. */
  'a team owner with an unpaid registration can pay by card': async (db) => {
    const { owner, competition, registration } = unpaidTeam(db);
    const price = validPriceAt(db.competitionPrices, competition.id, 'mercadopago', new Date())!;
    return { ...(await actingAs(owner)), competitionId: competition.id, priceId: price.id, registrationId: registration.id, teamId: registration.team_id, installments: price.installment_count, priceEnd: price.end_date };
  },
  /** Acting as the unpaid team's owner, who took the payment_id of a link (providerPaymentRef) and never paid at the checkout. */
  'a team owner has a card payment link nobody paid at the checkout': async (db) => {
    const { owner, attempt } = cardLinkOfUnpaidTeam(db);
    delete attempt.provider_decision;
    return { ...(await actingAs(owner)), providerPaymentRef: attempt.provider_payment_id };
  },
  /** As above, but the team declared a cash payment after the link was handed out: the charge must be refused. */
  'a team owner with a pending payment is back from the card provider': async (db) => {
    const { owner, attempt } = cardLinkOfUnpaidTeam(db);
    declareCash(db);
    return { ...(await actingAs(owner)), providerPaymentRef: attempt.provider_payment_id };
  },
  /** As above, but an admin exempted the team after the link was handed out: the charge must be refused. */
  'a team owner whose team was exempted is back from the card provider': async (db) => {
    const { owner, attempt } = cardLinkOfUnpaidTeam(db);
    exemptRegistration(db, unpaidTeam(db).registration, { exemption_reason: 'vip', exemption_notes: null }, new Date().toISOString());
    return { ...(await actingAs(owner)), providerPaymentRef: attempt.provider_payment_id };
  },
  /** Acting as the unpaid team's owner, who declared a cash payment (paymentId) that no admin confirmed yet. */
  'a team owner has declared a cash payment': async (db) => {
    const { owner, payment } = declareCash(db);
    return { ...(await actingAs(owner)), paymentId: payment.id };
  },
  /** Acting as the unpaid team's owner, who declared a transfer (paymentId) that no admin confirmed yet. */
  'a team owner has declared a transfer': async (db) => {
    const { owner, payment } = declareTransfer(db);
    return { ...(await actingAs(owner)), paymentId: payment.id };
  },
  /** Acting as the client admin; paymentId of a cash payment a team owner declared, waiting for confirmation. */
  'a cash payment declared by a team owner is pending': async (db) => {
    const { payment, registration } = declareCash(db);
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), paymentId: payment.id, teamId: registration.team_id };
  },
  /**
   * Acting as an account with the owner role that an admin linked to someone else's team
   * (demo account capitan.sumado, docs/decisions/0009): every change of the team is a 403.
   * Ids of that team (teamId, ownerId, memberUserId: the real owner, boatId, competitionId,
   * registrationId) and the current valid price of each type.
   */
  'a team has a linked account with the owner role that is not its owner': async (db) => {
    const linked = demoUser(db, 'linkedOwnerRole');
    const competition = currentCompetition(db)!;
    const teamId = linked.team_id!;
    const ownerId = db.teams.find((t) => t.id === teamId)!.owner_id;
    return {
      ...(await actingAs(linked)),
      ownerId,
      memberUserId: ownerId,
      boatId: boatOf(db, teamId)?.id ?? null,
      competitionId: competition.id,
      registrationId: registrationOf(db, teamId, competition.id)?.id ?? null,
      ...validPriceIds(db, competition.id),
    };
  },
  /** Acting as the client admin; paymentId of a cash payment. */
  'a cash payment exists': async (db) => ({
    ...(await actingAs(demoUser(db, 'clientAdmin'))),
    paymentId: db.cashPayments[0]!.payment_id,
  }),
  /** Acting as the client admin; ticketId of a pending request for a new club, and the club's name. */
  'a pending club request exists': async (db) => {
    const request = db.clubRequests.find((r) => r.status === 'pending')!;
    return { ...(await actingAs(demoUser(db, 'clientAdmin'))), ticketId: request.help_desk_ticket_id, clubName: request.name };
  },
};

export class UnknownProviderStateError extends Error {}

/** Runs a named state's setup on the given (already reset) database. */
export async function applyProviderState(db: Db, state: string, params: ProviderStateParams = {}): Promise<ProviderStateResult> {
  const setup = providerStates[state];
  if (!setup) throw new UnknownProviderStateError(state);
  return setup(db, params);
}
