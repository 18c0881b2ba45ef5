/** What the app says about the connection (issue 19); plain strings, so tests can import them. */
export const connectionMessages = {
  /** The offline status on every page (src/app/layout/offline-status.tsx). */
  offline: 'Sin conexión. Vas a ver lo último que cargó la app; lo que esté pendiente se reintenta cuando vuelva la conexión.',
  /** A first load paused offline (TanStack's fetchStatus 'paused'). */
  waitingForConnection: 'Sin conexión: se va a cargar cuando vuelva la conexión.',
} as const;
