/**
 * What the credential scanner says (issue 35). Screen texts, not the API's: the API's refusal
 * of a code that is no credential is `checkInMessages.unreadableQr`, shown as it is.
 */
export const scannerMessages = {
  open: 'Escanear credencial',
  stop: 'Apagar la cámara',
  starting: 'Abriendo la cámara…',
  aim: 'Apuntá la cámara al código QR de la credencial.',
  videoLabel: 'Imagen de la cámara trasera',
  typeInstead: 'También podés escribir el número del equipo.',
  denied:
    'No tenemos permiso para usar la cámara. Habilitalo en la configuración del navegador para este sitio, o escribí el número del equipo.',
  noCamera: 'Este dispositivo no tiene una cámara disponible. Escribí el número del equipo.',
  busy: 'La cámara está en uso por otra aplicación. Cerrala y volvé a intentar, o escribí el número del equipo.',
  insecure: 'La cámara solo funciona con una conexión segura (https). Escribí el número del equipo.',
  failed: 'No se pudo abrir la cámara. Volvé a intentar o escribí el número del equipo.',
  decoderFailed: 'No se pudo cargar el lector de códigos. Revisá la conexión y volvé a intentar, o escribí el número del equipo.',
} as const;
