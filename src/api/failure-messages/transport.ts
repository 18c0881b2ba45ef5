/**
 * What the user reads when the answer never came or was not the API's (issue 19): one
 * sentence per kind of failure, never the browser's or a gateway's words.
 */
export const transport = {
  unreachable: 'No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
  timeout: 'El servidor tardó demasiado en responder. Intentá de nuevo.',
  offline: 'Sin conexión a internet. Cuando vuelva la señal, intentá de nuevo.',
  unexpectedAnswer: 'El servidor no respondió como se esperaba. Intentá de nuevo en unos minutos.',
  serverError: 'El servidor tuvo un problema. Intentá de nuevo en unos minutos.',
} as const;
