/** SPEC §8 texts of the admins' help desk. */
export const helpDeskMessages = {
  resolved: '¡Estado de la solicitud actualizado!',
  resolveError: 'Error al actualizar el estado',
  listLoadError: 'Error al cargar las solicitudes de ayuda',
  ticketLoadError: 'Error al cargar la solicitud',
  invalidId: 'ID de ticket inválido',
  notFound: 'Solicitud no encontrada',
} as const;
