export const generic = 'Error inesperado. Intente nuevamente.';

/** A form's lists (institutions, teams, categories) did not load. */
export const initialData = 'Error al cargar los datos iniciales';
