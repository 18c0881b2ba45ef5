import { Role, type AccountStatus, type RoleId } from '@contracts/enums';

/**
 * The accounts of the demo database, one per situation a visitor (or a Playwright test)
 * wants to see. The seed creates them exactly as described; the README lists them.
 * Data only, so the README script and Playwright can import it without faker or msw.
 */
export type DemoAccount = {
  key: DemoAccountKey;
  username: string;
  password: string;
  roleId: RoleId;
  status: AccountStatus;
  /** Whether the account's team_id claim is set. */
  hasTeam: boolean;
  /** What logging in with it shows (Spanish, as the README is). */
  shows: string;
};

export type DemoAccountKey =
  | 'systemAdmin'
  | 'clientAdmin'
  | 'ownerCompleteTeam'
  | 'ownerIncompleteTeam'
  | 'ownerUnpaidTeam'
  | 'ownerWithoutTeam'
  | 'teamMember'
  | 'linkedOwnerRole'
  | 'registeredUser'
  | 'ownerHostileTexts'
  | 'judge';

/** One password for every seeded account, demo or not, so any seeded user can log in. */
export const DEMO_PASSWORD = 'Demo2026!';

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'systemAdmin',
    username: 'admin.sistema',
    password: DEMO_PASSWORD,
    roleId: Role.SystemAdmin,
    status: 'active',
    hasTeam: false,
    shows: 'Super Administrador: todo el menú de administración, crea competencias y precios, notificaciones generales.',
  },
  {
    key: 'clientAdmin',
    username: 'admin.cliente',
    password: DEMO_PASSWORD,
    roleId: Role.ClientAdmin,
    status: 'active',
    hasTeam: false,
    shows: 'Administrador: equipos, pagos, transferencias a confirmar, solicitudes de ayuda y resultados.',
  },
  {
    key: 'ownerCompleteTeam',
    username: 'capitan.completo',
    password: DEMO_PASSWORD,
    roleId: Role.TeamOwner,
    status: 'active',
    hasTeam: true,
    shows: 'Dueño de equipo con inscripción completa: 3 miembros con timonel, embarcación, pago aprobado y número de equipo.',
  },
  {
    key: 'ownerIncompleteTeam',
    username: 'capitan.incompleto',
    password: DEMO_PASSWORD,
    roleId: Role.TeamOwner,
    status: 'active',
    hasTeam: true,
    shows: 'Dueño de equipo incompleto: le falta un miembro y el timonel; inscripto sin pagar.',
  },
  {
    key: 'ownerUnpaidTeam',
    username: 'capitan.pendiente',
    password: DEMO_PASSWORD,
    roleId: Role.TeamOwner,
    status: 'active',
    hasTeam: true,
    shows: 'Dueño de equipo completo, inscripto en la competencia actual y sin pagar. Paga en Competencia: con tarjeta, el checkout de demostración permite aprobar, dejar en proceso o rechazar el pago; la transferencia o el efectivo que informa quedan pendientes hasta que un administrador los confirma.',
  },
  {
    key: 'ownerWithoutTeam',
    username: 'capitan.sinequipo',
    password: DEMO_PASSWORD,
    roleId: Role.TeamOwner,
    status: 'active',
    hasTeam: false,
    shows: 'Dueño de equipo activo sin equipo: solo Inicio, Crear Equipo y Ayuda.',
  },
  {
    key: 'teamMember',
    username: 'miembro.activo',
    password: DEMO_PASSWORD,
    roleId: Role.TeamMember,
    status: 'active',
    hasTeam: true,
    shows: 'Miembro del equipo completo de capitan.completo: ve equipo, embarcación y miembros en solo lectura.',
  },
  {
    key: 'linkedOwnerRole',
    username: 'capitan.sumado',
    password: DEMO_PASSWORD,
    roleId: Role.TeamOwner,
    status: 'active',
    hasTeam: true,
    shows:
      'Cuenta con rol Dueño de equipo que un administrador sumó al equipo de otro dueño: ve equipo, embarcación y miembros en solo lectura y no puede modificarlos ni eliminar el equipo.',
  },
  {
    key: 'registeredUser',
    username: 'usuario.nuevo',
    password: DEMO_PASSWORD,
    roleId: Role.TeamOwner,
    status: 'registered',
    hasTeam: false,
    shows: 'Cuenta registrada sin activar: solo Inicio, Activar Cuenta y Ayuda.',
  },
  {
    key: 'ownerHostileTexts',
    username: 'capitan.hostil',
    password: DEMO_PASSWORD,
    roleId: Role.TeamOwner,
    status: 'active',
    hasTeam: true,
    shows:
      'Dueño de un equipo cuyos textos (equipo, barra pesquera, miembros, embarcación, solicitudes de ayuda y notificaciones) traen HTML y scripts: la app los muestra como texto, sin ejecutarlos.',
  },
  {
    key: 'judge',
    username: 'fiscal.muelle',
    password: DEMO_PASSWORD,
    roleId: Role.Judge,
    status: 'active',
    hasTeam: false,
    shows: 'Fiscal del día del torneo: registra la salida y el regreso de los equipos en el muelle y las capturas, aun sin señal. No ve nada más.',
  },
];

export const demoAccount = (key: DemoAccountKey): DemoAccount => {
  const account = demoAccounts.find((a) => a.key === key);
  if (!account) throw new Error(`Cuenta de demostración desconocida: ${key}`);
  return account;
};
