import type { RegisteredCompetition } from '@contracts/entities/competitions';
import { competitionPhase } from '@/lib/competitions/competition-phase';
import { formatDateTime } from '@/lib/format/format';
import { href, type StaticRouteKey } from '@/lib/routing/routes';

export type NextStep = { text: string; link?: { label: string; href: string } };

type Registration = Pick<RegisteredCompetition, 'status' | 'payment_status' | 'registration_start' | 'registration_end' | 'start_date' | 'end_date'>;

const linkTo = (label: string, key: StaticRouteKey) => ({ label, href: href(key) });

/**
 * The competition a team's home speaks of: the first one it entered that has not ended,
 * else the last one it entered (its results are what comes next).
 */
export function competitionOfTeam<T extends Pick<RegisteredCompetition, 'start_date' | 'end_date'>>(registered: readonly T[], now: Date = new Date()): T | null {
  const byStart = [...registered].sort((a, b) => a.start_date.localeCompare(b.start_date));
  return byStart.find((c) => new Date(c.end_date) >= now) ?? byStart.at(-1) ?? null;
}

/**
 * What a team account does next (issue 21: the home said only 'Desde el menú podés…'). The
 * owner is sent where the step is done; a member is told who does it, since it cannot.
 */
export function whatComesNext(registration: Registration | null, isOwner: boolean, now: Date = new Date()): NextStep {
  if (!registration) {
    return isOwner
      ? { text: 'Tu equipo todavía no está inscripto en la competencia.', link: linkTo('Inscribir al equipo', 'competitions') }
      : { text: 'Tu equipo todavía no está inscripto en la competencia. Lo inscribe el dueño del equipo.' };
  }
  if (registration.status !== 'accepted') {
    return isOwner
      ? { text: 'Falta que se confirme el pago de la inscripción.', link: linkTo('Ver el pago', 'competitions') }
      : { text: 'Falta que se confirme el pago de la inscripción. Lo hace el dueño del equipo.' };
  }
  switch (competitionPhase(registration, now)) {
    case 'in-progress':
      return {
        text: `La competencia está en curso hasta el ${formatDateTime(registration.end_date)}. ¡Buena pesca!`,
        link: linkTo('Ver la credencial del equipo', 'teamCredential'),
      };
    case 'finished':
      return { text: 'La competencia terminó.', link: linkTo('Ver los resultados', 'results') };
    default:
      // The credential is what the control desk asks for at the dock (issue 31).
      return {
        text: `Tu equipo está listo. La competencia empieza el ${formatDateTime(registration.start_date)}.`,
        link: linkTo('Ver la credencial del equipo', 'teamCredential'),
      };
  }
}
