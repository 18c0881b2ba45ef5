export const institutions = {
  list: 'Error al cargar las barras pesqueras',
  createRetry: 'Error al dar de alta la barra pesquera, intente nuevamente',
  updateRetry: 'Error al actualizar la barra pesquera, intentá de nuevo',
  deleteRetry: 'Error al eliminar la barra pesquera, intentá de nuevo',
} as const;
