import { describe, expect, it } from 'vitest';
import { accountStatusLabel, accountStatusTone, roleLabel } from '@/lib/labels/account-labels';

describe('account labels (SPEC §4, §6)', () => {
  it('names the four roles', () => {
    expect([1, 2, 3, 4].map(roleLabel)).toEqual(['Super Administrador', 'Administrador', 'Dueño de equipo', 'Miembro de equipo']);
    expect(roleLabel(9)).toBe('Rol desconocido');
  });

  it('names the account statuses', () => {
    expect(['registered', 'active', 'inactive'].map(accountStatusLabel)).toEqual(['Registrado', 'Activo', 'Inactivo']);
    expect(accountStatusLabel('banned')).toBe('Estado desconocido');
  });

  it('gives each status a tone', () => {
    expect(accountStatusTone('active')).toBe('success');
    expect(accountStatusTone('registered')).toBe('warning');
    expect(accountStatusTone('inactive')).toBe('neutral');
  });
});
