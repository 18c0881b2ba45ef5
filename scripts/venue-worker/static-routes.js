/*
 * Imported by the offline worker (sw.js, `importScripts`; decision 0080). The app's files under
 * /assets/ are answered by the browser straight from the worker's precache (Service Worker Static
 * Routing API), without waking the worker's fetch handler for each one: a deep link into the
 * dashboard asks for about 60 of them, and each cost the worker's thread and the browser's IPC
 * a round trip while the page itself was starting (issue 30). A file the cache does not hold
 * goes to the network, as the fetch handler did with it. Every other request (the pages, the
 * manifest, the icons, the API) still goes to the fetch handler. A browser without the API
 * (InstallEvent.addRoutes) keeps the fetch handler for everything.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const assets = `${new URL('assets/', self.registration.scope).pathname}*`;
  event.waitUntil(
    // A rule this browser refuses must not fail the install: the fetch handler answers then.
    event.addRoutes([{ condition: { urlPattern: { pathname: assets } }, source: 'cache' }]).catch(() => undefined),
  );
});
