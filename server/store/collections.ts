import { getTableName } from 'drizzle-orm';
import type { Db } from '../../mocks/db/schema';
import * as tables from '../db/schema';

/** Which table keeps each collection of the rules' database (mocks/db/schema.ts). */
export const collectionTables = {
  users: tables.users,
  addresses: tables.addresses,
  institutions: tables.institutions,
  clubRequests: tables.clubRequests,
  teams: tables.teams,
  teamMembers: tables.teamMembers,
  boats: tables.boats,
  competitions: tables.competitions,
  competitionPrices: tables.competitionPrices,
  teamCompetitions: tables.teamCompetitions,
  payments: tables.payments,
  cashPayments: tables.cashPayments,
  transferPayments: tables.transferPayments,
  paymentAttempts: tables.paymentAttempts,
  helpDeskTickets: tables.helpDeskTickets,
  userNotifications: tables.userNotifications,
  userLogs: tables.userLogs,
  overallResults: tables.overallResults,
  biggestFishResults: tables.biggestFishResults,
  categoryResults: tables.categoryResults,
  scorings: tables.scorings,
  checkIns: tables.checkIns,
  catches: tables.catches,
  categories: tables.categories,
  fishSpecies: tables.fishSpecies,
  idempotencyKeys: tables.idempotencyKeys,
  settings: tables.settings,
} as const satisfies Record<ImageCollection, unknown>;

/**
 * Every collection but the refresh tokens and the catch photos, which have tables of their own
 * outside the image (server/security/refresh-token-table.ts, server/store/catch-photo-table.ts).
 */
type ImageCollection = Exclude<keyof Db, 'refreshTokens' | 'catchPhotos'>;
export type Collection = ImageCollection;

export const collectionNames = Object.keys(collectionTables) as Collection[];

export const tableNameOf = (collection: Collection) => getTableName(collectionTables[collection]);

/** `settings` is one object (row id 1); every other collection is a list of rows with ids. */
export const isSingleton = (collection: Collection): collection is 'settings' => collection === 'settings';
