import type { UserProgress } from '@contracts/entities/users';
import { href } from '@/lib/routing/routes';
import { TEAM_SIZE } from '@contracts/entities/teams';

/** The part of GET /users/progress the checklist reads (SPEC §3 user progress). */
export type ProgressFacts = Pick<UserProgress, 'is_activated' | 'has_team' | 'has_boat' | 'members_count' | 'has_helmsman' | 'is_paid'>;

export type StepState = 'done' | 'warning' | 'pending';
export type ProgressStep = {
  number: 1 | 2 | 3 | 4 | 5;
  label: string;
  state: StepState;
  detail?: string;
  href: string;
  /** Set while an earlier step must come first: why the step cannot be done yet (the checklist does not link it). */
  waitsFor?: string;
};

/** What a step waits for: the account activated (every step), then the team (boat, members, pay). */
const ACTIVATE_FIRST = 'Primero activá tu cuenta.';
const TEAM_FIRST = 'Primero creá el equipo.';

/**
 * SPEC §4 progress steps: 1 activate account, 2 create team, 3 register boat, 4 members
 * (complete with exactly 3 and a helmsman; a warning when a team exists but members are
 * short or no helmsman), 5 pay. A step that cannot be done yet says what comes first
 * (issue 21: a team-less owner's checklist linked the boat, members and payment screens).
 */
export function progressSteps(p: ProgressFacts): ProgressStep[] {
  const membersComplete = p.members_count === TEAM_SIZE && p.has_helmsman;
  const membersDetail = !p.has_team
    ? undefined
    : [
        p.members_count < TEAM_SIZE ? `Tenés ${p.members_count} de ${TEAM_SIZE} miembros.` : null,
        p.has_helmsman ? null : 'Falta designar un timonel.',
      ]
        .filter(Boolean)
        .join(' ') || undefined;
  const needsTeam = !p.is_activated ? ACTIVATE_FIRST : !p.has_team ? TEAM_FIRST : undefined;
  const steps: ProgressStep[] = [
    { number: 1, label: 'Activar la cuenta', state: p.is_activated ? 'done' : 'pending', href: href('activateAccount') },
    { number: 2, label: 'Crear el equipo', state: p.has_team ? 'done' : 'pending', href: href('createTeam'), waitsFor: p.is_activated ? undefined : ACTIVATE_FIRST },
    { number: 3, label: 'Registrar la embarcación', state: p.has_boat ? 'done' : 'pending', href: href('myBoat'), waitsFor: needsTeam },
    {
      number: 4,
      label: 'Completar los miembros (3, con un timonel)',
      state: membersComplete ? 'done' : p.has_team ? 'warning' : 'pending',
      detail: membersComplete ? undefined : membersDetail,
      href: href('myMembers'),
      waitsFor: needsTeam,
    },
    { number: 5, label: 'Pagar la inscripción', state: p.is_paid ? 'done' : 'pending', href: href('competitions'), waitsFor: needsTeam },
  ];
  // A done step waits for nothing (an admin may have paid for a team before its owner activated).
  return steps.map((step) => (step.state === 'done' || !step.waitsFor ? { ...step, waitsFor: undefined } : step));
}

export const allStepsDone = (steps: readonly ProgressStep[]) => steps.every((s) => s.state === 'done');
