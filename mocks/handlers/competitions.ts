import { competitionsEndpoints } from '@contracts/competitions';
import { handle } from '../core/define-handler';
import { notFound, ruleBroken } from '../core/errors';
import { toCompetition, toPrice, toRegisteredCompetition } from '../db/mappers/competitions';
import type { CompetitionRow, Db } from '../db/schema';
import { nextId } from '../db/store';
import { isAdmin } from '../rules/caller';
import { byStartDate, competitionsOfTeam } from '../rules/competition-availability';
import { assertCompetitionDatesInOrder, withStoredDates } from '../rules/competition-dates';
import { addPrice, assertPriceRemovable, updatePrice } from '../rules/competition-prices';
import { competitionOverview } from '../rules/competition-overview';
import { competitionInScope } from '../rules/competition-scope';
import { currentCompetition } from '../rules/current-competition';
import { chargedAmounts } from '../rules/pricing';
import { formMessages } from '@contracts/messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';

const competitionNotFound = competitionsApiMessages.notFound;
const priceNotFound = competitionsApiMessages.priceNotFound;

function competitionOr404(db: Db, id: number): CompetitionRow {
  const competition = db.competitions.find((c) => c.id === id);
  if (!competition) throw notFound(competitionNotFound);
  return competition;
}

function priceOr404(db: Db, id: number, message: string = priceNotFound) {
  const price = db.competitionPrices.find((p) => p.id === id);
  if (!price) throw notFound(message);
  return price;
}

/** SPEC §7 Competitions and prices, and the catalogues (categories, fish species). */
export const competitionHandlers = [
  // Admins get every competition; owners and members what their team can enter and what it entered.
  handle(competitionsEndpoints.list, ({ db, user }) => {
    if (isAdmin(user)) return { data: [...db.competitions].sort(byStartDate).map((c) => toCompetition(db, c)) };
    const { available, registered } = competitionsOfTeam(db, user.team_id);
    return {
      data: {
        availableCompetitions: available.map((c) => toCompetition(db, c)),
        registeredCompetitions: registered.map(({ competition, registration }) => toRegisteredCompetition(db, competition, registration)),
      },
    };
  }),

  handle(competitionsEndpoints.create, ({ body, db }) => {
    const now = new Date().toISOString();
    const { prices, ...fields } = body;
    const competition: CompetitionRow = {
      id: nextId(db.competitions),
      ...withStoredDates(fields),
      created_at: now,
      updated_at: now,
    };
    db.competitions.push(competition);
    try {
      for (const price of prices) addPrice(db, competition.id, price, now);
    } catch (error) {
      // A refused price leaves no half-created competition behind.
      db.competitions.splice(db.competitions.indexOf(competition), 1);
      db.competitionPrices = db.competitionPrices.filter((p) => p.competition_id !== competition.id);
      throw error;
    }
    return { data: toCompetition(db, competition), message: competitionsApiMessages.created };
  }),

  handle(competitionsEndpoints.get, ({ params, db }) => ({ data: toCompetition(db, competitionOr404(db, params.id)) })),

  handle(competitionsEndpoints.update, ({ params, body, db }) => {
    const competition = competitionOr404(db, params.id);
    const next = { ...competition, ...withStoredDates(body) };
    assertCompetitionDatesInOrder(next);
    Object.assign(competition, next, { updated_at: new Date().toISOString() });
    return { data: toCompetition(db, competition), message: competitionsApiMessages.updated };
  }),

  handle(competitionsEndpoints.delete, ({ params, db }) => {
    const competition = competitionOr404(db, params.id);
    if (db.teamCompetitions.some((tc) => tc.competition_id === competition.id)) {
      throw ruleBroken(competitionsApiMessages.hasTeams);
    }
    db.competitions.splice(db.competitions.indexOf(competition), 1);
    db.competitionPrices = db.competitionPrices.filter((p) => p.competition_id !== competition.id);
    return { data: null, message: 'Competencia eliminada' };
  }),

  handle(competitionsEndpoints.getCurrent, ({ db }) => {
    const competition = currentCompetition(db);
    if (!competition) throw notFound(competitionsApiMessages.noneSelected);
    return { data: toCompetition(db, competition) };
  }),

  // Admins only (the declaration's roles): the organisers' home.
  handle(competitionsEndpoints.getOverview, ({ query, db }) => ({ data: competitionOverview(db, competitionInScope(db, query.competition_id)) })),

  handle(competitionsEndpoints.getPrice, ({ params, db }) => ({ data: toPrice(priceOr404(db, params.id)) })),

  handle(competitionsEndpoints.updatePrice, ({ params, body, db }) => {
    const price = priceOr404(db, params.id);
    updatePrice(price, body);
    return { data: toPrice(price), message: competitionsApiMessages.priceUpdated };
  }),

  handle(competitionsEndpoints.deletePrice, ({ params, db }) => {
    const price = priceOr404(db, params.id);
    assertPriceRemovable(db, price);
    db.competitionPrices.splice(db.competitionPrices.indexOf(price), 1);
    return { data: null, message: competitionsApiMessages.priceDeleted };
  }),

  handle(competitionsEndpoints.createPrice, ({ body, db }) => {
    const { competition_id, ...fields } = body;
    competitionOr404(db, competition_id);
    return { data: toPrice(addPrice(db, competition_id, fields)), message: competitionsApiMessages.priceCreated };
  }),

  // What the payer transfers is what the price charges (transfer prices carry no fee, SPEC §9).
  handle(competitionsEndpoints.getTransferDetails, ({ params, db }) => {
    const price = priceOr404(db, params.id, formMessages.transferPriceMissing);
    if (price.payment_type !== 'transfer') throw ruleBroken(competitionsApiMessages.priceNotTransfer);
    return { data: { price: chargedAmounts(price).attempt_amount, price_id: price.id, ...db.settings.transfer_account } };
  }),

  handle(competitionsEndpoints.listPrices, ({ params, query, db }) => {
    competitionOr404(db, params.id);
    const prices = db.competitionPrices.filter(
      (p) => p.competition_id === params.id && (query.payment_type === undefined || p.payment_type === query.payment_type),
    );
    return { data: prices.map(toPrice) };
  }),

  handle(competitionsEndpoints.listCategories, ({ db }) => ({ data: db.categories })),

  handle(competitionsEndpoints.listFishSpecies, ({ db }) => ({ data: db.fishSpecies })),
];
