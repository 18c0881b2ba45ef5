/**
 * Texts that carry HTML and script payloads, seeded as data of the demo account
 * 'capitan.hostil' (seed-data/hostile.ts). A screen that renders any of them as HTML
 * instead of text injects an element, fires a dialog or sets `window.__pwned`; the
 * end-to-end test tests/e2e/hostile-text.spec.ts looks for exactly that.
 *
 * Every text fits its field's contract (tests/unit/mocks/seed-hostile.test.ts parses them
 * with the input schemas), so the mock answers them as a real backend would. Data only:
 * Playwright imports this file without faker or msw.
 */
export const hostileTexts = {
  /** Team name: 3-100. */
  teamName: `Los <img src=x onerror=alert('equipo')> "><svg onload=alert(1)>`,
  /** Fishing club: name 3-100, president 3-100 (the request form's limit, stricter than the admin's 250). */
  clubName: 'Club Náutico <script>window.__pwned=1</script>',
  clubPresident: '<img src=x onerror=window.__pwned=1>',
  /** The owner's names: 3-100. */
  ownerFirstName: 'Capitán',
  ownerLastName: '<script>window.__pwned=1</script>',
  /** The member's names: 3-100; e-mail 8-100 and e-mail pattern (no spaces, one @). */
  memberFirstName: '<img src=x onerror=alert(1)>',
  memberLastName: '"><svg onload=alert(1)>',
  memberEmail: '"><img/src=x/onerror=alert(1)>@example.com',
  /** Licence: 4-50; a link-ish text shown as text. */
  memberLicence: 'javascript:alert(1)',
  /** Boat: name 3-20, engine brand 2-20, registration number 1-50. */
  boatName: '<svg/onload=alert()>',
  boatEngineBrand: '<img src=x>',
  boatRegistration: 'javascript:window.__pwned=1',
  /** Help requests: title 3-100, description and response 3-1000. */
  pendingTicketTitle: '<img src=x onerror=alert(1)> ayuda',
  pendingTicketDescription: `<script>window.__pwned=1</script> "><svg onload=alert(1)> <a href="javascript:alert(1)">clic</a>`,
  resolvedTicketTitle: '"><svg onload=alert(1)> embarcación',
  resolvedTicketDescription: '<iframe src="javascript:alert(1)"></iframe>',
  resolvedTicketResponse: '<a href="javascript:window.__pwned=1">Abrí este enlace</a>',
  /** A general notification: its title and message, and a link that is not a path of the app. */
  notificationTitle: '<img src=x onerror=alert(1)> Aviso',
  notificationMessage: '<script>window.__pwned=1</script><b>mensaje</b>',
  notificationActionUrl: 'javascript:window.__pwned=1',
} as const;
