import { ARGENTINA_TIME_ZONE } from '@contracts/core/argentine-time';

/**
 * Dates inside the texts the backend writes (notifications), in the app's one format (es-AR,
 * 24 h, Argentine time; src/lib/format/format.ts says the same for the screens): '02/01/2027'.
 * The mock cannot import the client's helper (one-way imports), so
 * tests/unit/mocks/date-text.test.ts holds the two to the same output.
 */
const dayFormat = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ARGENTINA_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ARGENTINA_TIME_ZONE });

/** '02/01/2027' */
export const dayText = (iso: string) => dayFormat.format(new Date(iso));

/** '02/01/2027 a las 06:00': when something starts, said in a sentence. */
export const dayAndTimeText = (iso: string) => `${dayText(iso)} a las ${timeFormat.format(new Date(iso))}`;
