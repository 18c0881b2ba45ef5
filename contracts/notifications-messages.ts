/**
 * What the API says about notifications: refusals and confirmations.
 * The declarations in notifications.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const notificationsApiMessages = {
  notFound: 'Notificación no encontrada',
  stepDone: 'El equipo ya completó ese paso',
  reminderSent: 'Recordatorio enviado',
} as const;
