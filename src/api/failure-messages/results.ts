export const results = {
  list: 'Error al cargar los resultados',
  create: 'Error al crear el resultado',
  createBiggestFish: 'Error al crear el resultado de pieza mayor',
  createCategory: 'Error al crear el resultado de categoría',
  delete: 'Error al eliminar el resultado',
  deleteBiggestFish: 'Error al eliminar el resultado de pieza mayor',
  deleteCategory: 'Error al eliminar el resultado de categoría',
} as const;
