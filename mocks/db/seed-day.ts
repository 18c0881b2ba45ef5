import { startOfArgentineDay } from './seed-data/clock';

/** The day the seed is built for (00:00 of today in Argentina, decision 0038), as an ISO string. */
export const seedDay = () => startOfArgentineDay(new Date()).toISOString();
