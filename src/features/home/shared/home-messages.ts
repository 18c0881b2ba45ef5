/** The home's own sentences for a failed read (the app's voice: voseo). */
export const homeMessages = {
  overviewError: 'No se pudo cargar el resumen de la competencia. Probá de nuevo.',
  teamError: 'No se pudieron cargar los datos de tu equipo. Probá de nuevo.',
} as const;
