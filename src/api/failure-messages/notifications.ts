export const notifications = {
  mine: 'Error al obtener las notificaciones del usuario',
  teams: 'Error al cargar el estado de los equipos',
  scheduled: 'Error al cargar el estado de las notificaciones programadas',
  lastReminder: 'Error al cargar la fecha del último recordatorio',
  send: 'Error al enviar la notificación',
  remind: 'Error al enviar el recordatorio',
} as const;
