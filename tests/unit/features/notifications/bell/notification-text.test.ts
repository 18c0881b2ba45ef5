import { describe, expect, it } from 'vitest';
import { notificationText } from '@/features/notifications/bell/notification-text';
import { fillPlaceholders } from '@/lib/format/fill-placeholders';

describe('fillPlaceholders (SPEC §3 notifications)', () => {
  it('fills placeholders from custom_data, with or without inner spaces', () => {
    expect(fillPlaceholders('Tu equipo {{team_name}} tiene {{ members_count }} de 3 miembros.', { team_name: 'Los Dorados', members_count: 2 })).toBe(
      'Tu equipo Los Dorados tiene 2 de 3 miembros.',
    );
  });

  it('keeps values as plain text, never markup', () => {
    expect(fillPlaceholders('Hola {{name}}', { name: '<img src=x onerror=alert(1)>' })).toBe('Hola <img src=x onerror=alert(1)>');
  });

  it('removes placeholders it has no value for and closes the gap', () => {
    expect(fillPlaceholders('Hola {{name}}, tu equipo {{team}} fue aceptado.', { team: 'Los Dorados' })).toBe('Hola, tu equipo Los Dorados fue aceptado.');
    expect(fillPlaceholders('Equipo {{team}} listo', null)).toBe('Equipo listo');
  });

  it('does not read inherited properties as values', () => {
    expect(fillPlaceholders('{{constructor}}x', {})).toBe('x');
  });

  it('leaves text without placeholders untouched', () => {
    expect(fillPlaceholders('Sin  cambios .', {})).toBe('Sin  cambios .');
  });

  it('fills both title and description', () => {
    expect(notificationText({ title: '{{title}}', description: 'Mensaje: {{message}}', custom_data: { title: 'Aviso', message: 'Hola' } })).toEqual({
      title: 'Aviso',
      description: 'Mensaje: Hola',
    });
  });
});
