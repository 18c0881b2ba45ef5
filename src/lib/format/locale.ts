/**
 * The app's locale and the time zone it shows times in (format.ts says why). Nothing runs at
 * module load: the prerendered pages' inline script bundles this module too.
 */
export const LOCALE = 'es-AR';
export const APP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * Builds the ICU formats once. The first use of ICU in a fresh page costs 30–55 ms of one task
 * here (`Intl.NumberFormat` alone 16–34 ms; no way to split it); a dashboard page pays it while it
 * renders its data. The prerendered page's inline script (prerender-guard.ts) calls this while a
 * visit to the dashboard still has nothing on screen, so that cost falls before the first paint
 * instead of inside the page's first render (issue 30, decision 0076).
 */
export function warmUpIntl() {
  try {
    new Intl.Locale(LOCALE).maximize();
    new Intl.NumberFormat(LOCALE).format(0);
    new Intl.DateTimeFormat(LOCALE, { timeZone: APP_TIME_ZONE }).format(0);
  } catch {
    // A browser without one of these formats the page as it can; nothing to prepare.
  }
}
