export const competitions = {
  detail: 'Error al cargar la competencia, intentá de nuevo.',
  connection: 'Error de conexión, intente nuevamente.',
  create: 'Error al crear la competencia',
  update: 'Error al actualizar la competencia',
  price: 'Error al obtener el precio',
  addPrice: 'Error al agregar el precio',
  updatePrice: 'Error al actualizar el precio',
  deletePrice: 'Error al eliminar el precio',
  register: 'Error al registrar el equipo en la competencia',
} as const;
