export const members = {
  list: 'Error al cargar los participantes',
  detail: 'Error al cargar los datos del miembro',
  addRetry: 'Error al agregar miembro, intente nuevamente',
  updateRetry: 'Error al actualizar el miembro, intente nuevamente',
  remove: 'Error al eliminar el miembro',
} as const;
