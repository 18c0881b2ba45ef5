import { startOfUtcDay } from './seed-data/clock';

/** The day the seed is built for (UTC midnight of today), as an ISO string. */
export const seedDay = () => startOfUtcDay(new Date()).toISOString();
