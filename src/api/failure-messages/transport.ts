/**
 * What the user reads when the answer never came or was not the API's (issue 19): one
 * sentence per kind of failure, never the browser's or a gateway's words.
 */
export const transport = {
  unreachable: 'No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
  timeout: 'El servidor tardó demasiado en responder. Intentá de nuevo.',
  offline: 'Sin conexión a internet. Cuando vuelva la señal, intentá de nuevo.',
  /** A write tried offline (issue 23): it is not queued, and the form keeps what was typed. */
  offlineWrite: 'Sin conexión a internet: para guardar hace falta la conexión. Lo que escribiste sigue en el formulario; intentá de nuevo cuando vuelva la señal.',
  unexpectedAnswer: 'El servidor no respondió como se esperaba. Intentá de nuevo en unos minutos.',
  serverError: 'El servidor tuvo un problema. Intentá de nuevo en unos minutos.',
} as const;
