import type { Db } from './schema';

/**
 * resetDemoDb (reset.ts) for the code that runs in the browser: the persistent database and
 * the /__mock control routes. The seed, and faker with it, are loaded when a reset happens
 * and not before: a tab that restores its stored database never downloads them (~110 KiB gz
 * of the demo's first load; `npm run perf`).
 */
export const resetDemoDbLazily = async (): Promise<Db> => (await import('./reset')).resetDemoDb();
