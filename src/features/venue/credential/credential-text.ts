/**
 * What the QR code carries: the competition, the team's number and its registration number, in
 * plain ASCII so any phone camera shows it as text (contracts/core/credential-qr.ts, which the
 * dock's check-in reads back).
 */
export { credentialQrText } from '@contracts/core/credential-qr';

export const credentialTexts = {
  loading: 'Cargando la credencial…',
  loadError: 'No se pudo cargar la credencial del equipo. Intentá de nuevo.',
  noNumber:
    'Tu equipo todavía no tiene número en la competencia actual: se asigna cuando la inscripción queda pagada o exenta. La credencial aparece entonces.',
  noCompetition: 'No hay una competencia actual: la credencial se arma con la inscripción en ella.',
  print: 'Imprimir credencial',
  qrLabel: (teamNumber: number) => `Código QR del equipo N.º ${teamNumber}`,
} as const;
