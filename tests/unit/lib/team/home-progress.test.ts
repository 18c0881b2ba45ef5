import { describe, expect, it } from 'vitest';
import { allStepsDone, progressSteps, type ProgressFacts } from '@/lib/team/progress-steps';

const base: ProgressFacts = { is_activated: true, has_team: true, has_boat: true, members_count: 3, has_helmsman: true, is_paid: true };
const states = (p: ProgressFacts) => progressSteps(p).map((s) => s.state);

describe('owner progress checklist', () => {
  it('marks all five steps done for a complete paid team', () => {
    expect(states(base)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(allStepsDone(progressSteps(base))).toBe(true);
  });

  it('warns on step 4 when the team has fewer than 3 members', () => {
    const step = progressSteps({ ...base, members_count: 2 })[3]!;
    expect(step.state).toBe('warning');
    expect(step.detail).toBe('Tenés 2 de 3 miembros.');
  });

  it('warns on step 4 when no member is the helmsman', () => {
    const step = progressSteps({ ...base, has_helmsman: false })[3]!;
    expect(step).toMatchObject({ state: 'warning', detail: 'Falta designar un timonel.' });
  });

  it('leaves step 4 pending without a warning before the team exists', () => {
    const p = { ...base, has_team: false, has_boat: false, members_count: 0, has_helmsman: false, is_paid: false };
    expect(states(p)).toEqual(['done', 'pending', 'pending', 'pending', 'pending']);
    expect(allStepsDone(progressSteps(p))).toBe(false);
  });
});

describe('steps that cannot be done yet (issue 21)', () => {
  const waits = (p: ProgressFacts) => progressSteps(p).map((s) => s.waitsFor ?? null);
  const nothing = { is_activated: false, has_team: false, has_boat: false, members_count: 0, has_helmsman: false, is_paid: false };

  it('lets a registered owner do only step 1: the rest wait for the activation', () => {
    expect(waits(nothing)).toEqual([null, ...Array(4).fill('Primero activá tu cuenta.')]);
  });

  it('lets an active owner without a team create it: boat, members and payment wait for the team', () => {
    expect(waits({ ...nothing, is_activated: true })).toEqual([null, null, ...Array(3).fill('Primero creá el equipo.')]);
  });

  it('lets an owner with a team do every remaining step', () => {
    expect(waits({ ...nothing, is_activated: true, has_team: true })).toEqual([null, null, null, null, null]);
  });
});
