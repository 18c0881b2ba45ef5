import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, primaryKey, integer, jsonb, pgTable, text, timestamp, index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The production database (docs/decisions/0064). Each collection of the mock's database
 * (mocks/db/schema.ts) is a table whose row is kept whole in `doc` (jsonb, exactly the row
 * the rules read and write) and whose keys, references and unique values are columns
 * *generated from* `doc`: the database itself holds what the rules promise — one username,
 * DNI, e-mail and licence per person, one team per owner, three members at most, one
 * approved payment per registration, references that exist — whatever the code does and
 * however requests race. The unique constraints, foreign keys and triggers are in the
 * hand-written migration 0001: drizzle cannot declare them deferrable, and they must be
 * checked at commit, since one request writes its rows in any order (a reset of the test
 * controls gives a DNI back to one account and to another in the same statement; users and
 * teams reference each other).
 */

const doc = () => jsonb('doc').notNull();
/**
 * The version of the collection (collection_versions) whose commit last wrote the row: another
 * process reads back only the rows with a newer one (server/store/image.ts). Indexed by the
 * hand-written migration 0004.
 */
const rev = () => bigint('rev', { mode: 'number' }).notNull().default(0);
const id = () => integer('id').primaryKey();

/** An integer field of the row, generated from `doc` (null when absent). */
const intOf = (name: string, path: SQL) => integer(name).generatedAlwaysAs(sql`((${path})::integer)`);
const textOf = (name: string, path: SQL) => text(name).generatedAlwaysAs(path);
const field = (key: string) => sql.raw(`(doc->>'${key}')`);

export const users = pgTable(
  'users',
  {
    id: id(),
    doc: doc(), rev: rev(),
    username: textOf('username', sql`lower(doc->>'username')`).notNull(),
    roleId: intOf('role_id', field('role_id')),
    status: textOf('status', field('status')),
    teamId: intOf('team_id', field('team_id')),
    passwordHash: textOf('password_hash', field('password')),
    /** A DNI is its digits (decision 0029): '36.020.003' and '036020003' are one person. */
    dniDigits: textOf('dni_digits', sql`nullif(ltrim(regexp_replace(doc->'personal_info'->>'dni', '[^0-9]', '', 'g'), '0'), '')`),
    email: textOf('email', sql`nullif(lower(btrim(doc->'personal_info'->>'email')), '')`),
    licence: textOf('licence', sql`nullif(lower(btrim(doc->'personal_info'->>'licence_number')), '')`),
  },
  (t) => [
    index('users_team_idx').on(t.teamId),
    // Passwords are stored as argon2id hashes only (server/security/passwords.ts).
    check('users_password_is_hash', sql`${t.passwordHash} LIKE '$argon2id$%'`),
  ],
);

export const addresses = pgTable(
  'addresses',
  { id: id(), doc: doc(), rev: rev(), ownerType: textOf('owner_type', field('owner_type')), ownerId: intOf('owner_id', field('owner_id')) },
  (t) => [index('addresses_owner_idx').on(t.ownerType, t.ownerId)],
);

export const institutions = pgTable('institutions', { id: id(), doc: doc(), rev: rev() });

export const clubRequests = pgTable(
  'club_requests',
  { id: id(), doc: doc(), rev: rev(), requestedBy: intOf('requested_by', field('requested_by')) },
  (t) => [index('club_requests_requested_by_idx').on(t.requestedBy)],
);

export const teams = pgTable(
  'teams',
  { id: id(), doc: doc(), rev: rev(), ownerId: intOf('owner_id', field('owner_id')).notNull(), institutionId: intOf('institution_id', field('institution_id')) },
  (t) => [index('teams_institution_idx').on(t.institutionId)],
);

export const teamMembers = pgTable(
  'team_members',
  { id: id(), doc: doc(), rev: rev(), teamId: intOf('team_id', field('team_id')).notNull(), userId: intOf('user_id', field('user_id')).notNull() },
  (t) => [index('team_members_team_idx').on(t.teamId)],
);

export const boats = pgTable(
  'boats',
  { id: id(), doc: doc(), rev: rev(), teamId: intOf('team_id', field('team_id')).notNull() },
);

export const competitions = pgTable('competitions', { id: id(), doc: doc(), rev: rev() });

export const competitionPrices = pgTable(
  'competition_prices',
  { id: id(), doc: doc(), rev: rev(), competitionId: intOf('competition_id', field('competition_id')).notNull() },
  (t) => [index('competition_prices_competition_idx').on(t.competitionId)],
);

export const teamCompetitions = pgTable(
  'team_competitions',
  {
    id: id(),
    doc: doc(), rev: rev(),
    teamId: intOf('team_id', field('team_id')).notNull(),
    competitionId: intOf('competition_id', field('competition_id')).notNull(),
    registrationNumber: intOf('registration_number', field('registration_number')),
    teamNumber: intOf('team_number', field('team_number')),
  },
  (t) => [index('team_competitions_team_idx').on(t.teamId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    doc: doc(), rev: rev(),
    teamCompetitionId: intOf('team_competition_id', field('team_competition_id')).notNull(),
    priceId: intOf('price_id', field('price_id')),
    status: textOf('status', field('status')),
    providerPaymentId: textOf('provider_payment_id', field('mercadopago_payment_id')),
  },
  (t) => [
    index('payments_registration_idx').on(t.teamCompetitionId),
  ],
);

export const cashPayments = pgTable(
  'cash_payments',
  { id: id(), doc: doc(), rev: rev(), paymentId: intOf('payment_id', field('payment_id')).notNull() },
);

export const transferPayments = pgTable(
  'transfer_payments',
  { id: id(), doc: doc(), rev: rev(), paymentId: intOf('payment_id', field('payment_id')).notNull() },
);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    doc: doc(), rev: rev(),
    teamCompetitionId: intOf('team_competition_id', field('team_competition_id')).notNull(),
    paymentId: intOf('payment_id', field('payment_id')),
    providerPaymentId: textOf('provider_payment_id', field('provider_payment_id')).notNull(),
  },
  (t) => [index('payment_attempts_registration_idx').on(t.teamCompetitionId)],
);

export const helpDeskTickets = pgTable(
  'help_desk_tickets',
  { id: id(), doc: doc(), rev: rev(), userId: intOf('user_id', field('user_id')) },
  (t) => [index('help_desk_tickets_user_idx').on(t.userId)],
);

export const userNotifications = pgTable(
  'user_notifications',
  { id: id(), doc: doc(), rev: rev(), userId: intOf('user_id', field('user_id')).notNull() },
  (t) => [index('user_notifications_user_idx').on(t.userId)],
);

export const userLogs = pgTable(
  'user_logs',
  { id: id(), doc: doc(), rev: rev(), userId: intOf('user_id', field('user_id')).notNull() },
  (t) => [index('user_logs_user_idx').on(t.userId)],
);

export const overallResults = pgTable(
  'overall_results',
  { id: id(), doc: doc(), rev: rev(), competitionId: intOf('competition_id', field('competition_id')).notNull(), teamId: intOf('team_id', field('team_id')).notNull() },
);

export const biggestFishResults = pgTable(
  'biggest_fish_results',
  { id: id(), doc: doc(), rev: rev(), competitionId: intOf('competition_id', field('competition_id')).notNull(), teamId: intOf('team_id', field('team_id')).notNull() },
  (t) => [index('biggest_fish_results_competition_idx').on(t.competitionId)],
);

export const categoryResults = pgTable(
  'category_results',
  { id: id(), doc: doc(), rev: rev(), competitionId: intOf('competition_id', field('competition_id')).notNull(), teamId: intOf('team_id', field('team_id')).notNull() },
  (t) => [index('category_results_competition_idx').on(t.competitionId)],
);

/**
 * Tournament day (issue 35, docs/decisions/0071). One scoring set-up and one check-in per team
 * and competition: unique indexes of migration 0006 (hand-written, deferrable like 0001's), so
 * two judges scanning the same credential at once cannot both record a departure.
 */
export const scorings = pgTable(
  'scorings',
  { id: id(), doc: doc(), rev: rev(), competitionId: intOf('competition_id', field('competition_id')).notNull() },
);

export const checkIns = pgTable(
  'check_ins',
  { id: id(), doc: doc(), rev: rev(), competitionId: intOf('competition_id', field('competition_id')).notNull(), teamId: intOf('team_id', field('team_id')).notNull() },
);

export const catches = pgTable(
  'catches',
  {
    id: id(),
    doc: doc(),
    rev: rev(),
    competitionId: intOf('competition_id', field('competition_id')).notNull(),
    teamId: intOf('team_id', field('team_id')).notNull(),
    status: textOf('status', field('status')).notNull(),
  },
  (t) => [index('catches_competition_status_idx').on(t.competitionId, t.status), index('catches_team_idx').on(t.teamId)],
);

export const categories = pgTable('categories', { id: id(), doc: doc(), rev: rev() });
export const fishSpecies = pgTable('fish_species', { id: id(), doc: doc(), rev: rev() });

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  { id: id(), doc: doc(), rev: rev(), scope: textOf('scope', field('scope')).notNull(), key: textOf('key', field('key')).notNull() },
);

/** The singletons of mocks/db/schema.ts's SettingsRow: one row, id 1. */
export const settings = pgTable('settings', { id: id(), doc: doc(), rev: rev() }, (t) => [check('settings_single_row', sql`${t.id} = 1`)]);

/**
 * One row per collection whose version moves with every committed change to it: a process
 * knows from one query which of its cached collections are stale, and a write commits only
 * if the collections it read have not moved since (server/store/commit.ts).
 */
export const collectionVersions = pgTable('collection_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The ids each commit deleted, with the collection's version it made (a tombstone): with the rows'
 * `rev`, what another process needs to bring its image up to date without reading whole tables.
 */
export const deletedRows = pgTable(
  'deleted_rows',
  { collection: text('collection').notNull(), id: integer('id').notNull(), version: bigint('version', { mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.collection, t.version, t.id] })],
);

export type CollectionTable = typeof users | typeof settings | typeof addresses;
export type IdColumn = AnyPgColumn;

/**
 * Failed sign-ins per username and per address (server/security/sign-in-limits.ts): the
 * table rate-limiter-flexible's Drizzle store expects, shared by every API process.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Refresh tokens, hashed (mocks/rules/refresh-tokens.ts, docs/decisions/0066): outside the memory
 * image, so a sign-in or a refresh writes one row instead of moving a collection every other
 * request would have to read again. Spending a token is one conditional UPDATE, atomic
 * across API processes.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    generation: integer('generation').notNull(),
    issuedAt: bigint('issued_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    rotatedAt: bigint('rotated_at', { mode: 'number' }),
    successorHash: text('successor_hash'),
  },
  (t) => [index('refresh_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Catch photos (mocks/rules/catch-photos.ts, docs/decisions/0073): outside the memory image, so
 * a day's photos (up to 300 KB each) are read one at a time when someone looks at one, never
 * loaded with the rest of the data by every API process. A row is written once and never
 * changed: its key derives from who uploaded it and its bytes.
 */
export const catchPhotos = pgTable(
  'catch_photos',
  {
    ref: text('ref').primaryKey(),
    uploadedBy: integer('uploaded_by').notNull(),
    image: text('image').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [check('catch_photos_bounded', sql`${t.bytes} <= 307200`)],
);
