import { describe, expect, it } from 'vitest';
import { sidebarItems } from '@/app/layout/sidebar';
import { can } from '@/lib/access/policy';
import type { SessionUser } from '@contracts/entities/session';

const u = (roleId: SessionUser['roleId'], status: SessionUser['status'] = 'active', teamId: number | null = null): SessionUser => ({
  id: 1, roleId, status, teamId, username: 'usuario1',
});
const labels = (user: SessionUser) => sidebarItems(user).map((i) => i.label);

describe('sidebar per role and status', () => {
  it('shows a registered user only home, activate account and help', () => {
    expect(labels(u(3, 'registered'))).toEqual(['Inicio', 'Activar Cuenta', 'Ayuda']);
    expect(labels(u(4, 'registered', 5))).toEqual(['Inicio', 'Activar Cuenta', 'Ayuda']);
  });

  it("shows the tournament day's judge home, the dock and the catch log, nothing of the back office (decisions 0071, 0072, 0073)", () => {
    expect(labels(u(5))).toEqual(['Inicio', 'Control de muelle', 'Capturas']);
  });

  it('shows an owner without a team only home, create team and help', () => {
    expect(labels(u(3))).toEqual(['Inicio', 'Crear Equipo', 'Ayuda']);
  });

  it('shows an owner with a team the team screens and delete team, not create team', () => {
    expect(sidebarItems(u(3, 'active', 7), { ownsTeam: true }).map((i) => i.label)).toEqual([
      'Inicio', 'Equipo', 'Embarcación', 'Miembros', 'Competencia', 'Resultados', 'Credencial', 'Ayuda', 'Eliminar Equipo',
    ]);
  });

  it('shows an account with the owner role that does not own its team the team screens, with neither delete nor leave team', () => {
    // Also while the ownership is still unknown: an action that may be refused is not offered.
    expect(labels(u(3, 'active', 7))).toEqual(['Inicio', 'Equipo', 'Embarcación', 'Miembros', 'Competencia', 'Resultados', 'Credencial', 'Ayuda']);
    expect(sidebarItems(u(3, 'active', 7), { ownsTeam: false }).map((i) => i.label)).not.toContain('Eliminar Equipo');
  });

  it('shows a member leave team instead of delete team', () => {
    expect(labels(u(4, 'active', 7))).toContain('Salir del Equipo');
    expect(labels(u(4, 'active', 7))).not.toContain('Eliminar Equipo');
  });

  it('shows the admins the back office in the same order, each with its own notifications', () => {
    const backOffice = ['Competencia', 'Barras pesqueras', 'Equipos', 'Planilla de control', 'Control de muelle', 'Capturas', 'Jurado', 'Participantes', 'Embarcaciones', 'Pagos', 'Transferencias a confirmar', 'Usuarios', 'Solicitudes de ayuda'];
    expect(labels(u(1))).toEqual(['Inicio', ...backOffice, 'Notificaciones', 'Restablecer contraseña']);
    expect(labels(u(2))).toEqual(['Inicio', ...backOffice, 'Notificaciones', 'Restablecer contraseña']);
    expect(sidebarItems(u(1)).map((i) => i.key)).toContain('notifications');
    expect(sidebarItems(u(2)).map((i) => i.key)).toContain('notificationsTeams');
  });

  it('shows a member the team screens, help and leave team, in order', () => {
    expect(labels(u(4, 'active', 7))).toEqual(['Inicio', 'Equipo', 'Embarcación', 'Miembros', 'Competencia', 'Resultados', 'Credencial', 'Ayuda', 'Salir del Equipo']);
  });

  it('links home to the dashboard index', () => {
    expect(sidebarItems(u(3))[0]).toEqual({ key: 'home', label: 'Inicio', href: '/dashboard', icon: 'home' });
  });

  it('gives the system admin general notifications and the client admin team notifications', () => {
    expect(sidebarItems(u(1)).find((i) => i.label === 'Notificaciones')?.href).toBe('/dashboard/notifications');
    expect(sidebarItems(u(2)).find((i) => i.label === 'Notificaciones')?.href).toBe('/dashboard/notifications/teams');
    expect(labels(u(2))).toContain('Transferencias a confirmar');
  });

  it('never links to a route the user may not open', () => {
    const users = [u(1), u(2), u(3), u(3, 'active', 7), u(4, 'active', 7), u(3, 'registered'), u(4, 'registered')];
    for (const user of users) {
      for (const entry of [...sidebarItems(user), ...sidebarItems(user, { ownsTeam: true })]) {
        expect(can(user, entry.key), `${user.roleId} ${entry.key}`).toBe(true);
      }
    }
  });
});
