export const helpDesk = {
  list: 'Error al cargar las solicitudes de ayuda',
  detail: 'Error al cargar la solicitud',
  sendRetry: 'Error al enviar solicitud, intente nuevamente',
  /** Resolving a help request and toggling a scheduled notification alike. */
  updateStatus: 'Error al actualizar el estado',
} as const;
