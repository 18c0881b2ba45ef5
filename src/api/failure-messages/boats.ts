export const boats = {
  list: 'Error al cargar las embarcaciones',
  detail: 'Error al cargar los datos de la embarcación',
  create: 'Error al crear la embarcación',
  createRetry: 'Error al crear la embarcación, intente nuevamente',
  update: 'Error al actualizar la embarcación',
  updateRetry: 'Error al actualizar la embarcación, intente nuevamente',
} as const;
