/**
 * What a team's credential QR code carries (issue 23, docs/decisions/0050) and how the dock
 * reads it back (issue 35, docs/decisions/0071): plain ASCII text any phone camera shows, with
 * nothing to look up online. Written and read here only, so the credential and the check-in agree.
 *
 * 'TORNEO DE PESCA - COMPETENCIA 3 - EQUIPO 12 - INSCRIPCION 345'. The competition was added by
 * issue 35 so a credential of another competition is told apart; credentials printed before
 * carry only the team and registration numbers, and are still read.
 */
export type CredentialQr = { competitionId: number | null; teamNumber: number; registrationNumber: number | null };

const PREFIX = 'TORNEO DE PESCA';

export const credentialQrText = ({ competitionId, teamNumber, registrationNumber }: CredentialQr) =>
  [
    PREFIX,
    ...(competitionId === null ? [] : [`COMPETENCIA ${competitionId}`]),
    `EQUIPO ${teamNumber}`,
    ...(registrationNumber === null ? [] : [`INSCRIPCION ${registrationNumber}`]),
  ].join(' - ');

const pattern = /^TORNEO DE PESCA(?: - COMPETENCIA ([1-9]\d{0,8}))? - EQUIPO ([1-9]\d{0,8})(?: - INSCRIPCION ([1-9]\d{0,8}))?$/;

/** The numbers of a credential's QR text (spaces around it and its case aside); null when it is no credential. */
export function parseCredentialQr(text: string): CredentialQr | null {
  const match = pattern.exec(text.trim().replace(/\s+/g, ' ').toUpperCase());
  if (!match) return null;
  const number = (value: string | undefined) => (value === undefined ? null : Number(value));
  return { competitionId: number(match[1]), teamNumber: Number(match[2]), registrationNumber: number(match[3]) };
}
