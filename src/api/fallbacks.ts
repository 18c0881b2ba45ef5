import type { EndpointId } from '@contracts/index';

/**
 * SPEC §8's failure texts, the one table of them: what a screen says when a call failed and
 * the server gave no reason of its own (src/lib/forms/failure-message.ts decides which one
 * shows). The 'intente nuevamente' variants are the ones SPEC gives for outages and the
 * owner's screens; the plain ones are the admins'. Keyed by domain, then by what failed.
 */
export const failureMessages = {
  generic: 'Error inesperado. Intente nuevamente.',
  /** A form's lists (institutions, teams, categories) did not load. */
  initialData: 'Error al cargar los datos iniciales',
  auth: {
    login: 'Error al iniciar sesión',
    refresh: 'Error al refrescar la sesión',
    register: 'Error al registrar usuario',
    registerFailed: 'Registro fallido.',
    registerProblem: 'Hubo un problema con el registro.',
    activate: 'Error al activar cuenta',
    activationProblem: 'Hubo un problema con la activación de tu cuenta, intentalo de nuevo',
  },
  users: {
    list: 'Error al cargar los usuarios',
    log: 'Error al cargar el registro del usuario',
    create: 'Error al crear el usuario, intente nuevamente',
    resetPassword: 'Error al restablecer la contraseña',
    /** SPEC §8 spells the own-password reset this way. */
    resetOwnPassword: 'Error al reestablecer la contraseña',
    progress: 'Error al obtener el progreso de usuario, intente nuevamente',
  },
  teams: {
    list: 'Error al cargar los equipos, intente nuevamente.',
    detail: 'Error al cargar los datos del equipo',
    get: 'Error al obtener el equipo',
    create: 'Error al crear el equipo',
    createRetry: 'Error al crear el equipo, intente nuevamente',
    updateRetry: 'Error al actualizar el equipo, intente nuevamente',
    family: 'Error al actualizar categoría familia',
    category: 'Hubo un error al actualizar la categoría del equipo.',
    delete: 'Ocurrió un error al intentar eliminar el equipo.',
    leave: 'Ocurrió un error al intentar dejar el equipo.',
    prices: 'Error al cargar los precios disponibles',
    exempt: 'Error al realizar la exención de pago',
    removeExemption: 'Error al cancelar la exención de pago',
  },
  members: {
    list: 'Error al cargar los participantes',
    detail: 'Error al cargar los datos del miembro',
    addRetry: 'Error al agregar miembro, intente nuevamente',
    updateRetry: 'Error al actualizar el miembro, intente nuevamente',
    remove: 'Error al eliminar el miembro',
  },
  boats: {
    list: 'Error al cargar las embarcaciones',
    detail: 'Error al cargar los datos de la embarcación',
    create: 'Error al crear la embarcación',
    createRetry: 'Error al crear la embarcación, intente nuevamente',
    update: 'Error al actualizar la embarcación',
    updateRetry: 'Error al actualizar la embarcación, intente nuevamente',
  },
  institutions: {
    list: 'Error al cargar las barras pesqueras',
    createRetry: 'Error al dar de alta la barra pesquera, intente nuevamente',
    updateRetry: 'Error al actualizar la barra pesquera, intente nuevamente',
    deleteRetry: 'Error al eliminar la barra pesquera, intente nuevamente',
  },
  competitions: {
    detail: 'Error al cargar la competencia, intente nuevamente.',
    connection: 'Error de conexión, intente nuevamente.',
    create: 'Error al crear la competencia',
    update: 'Error al actualizar la competencia',
    price: 'Error al obtener el precio',
    addPrice: 'Error al agregar el precio',
    updatePrice: 'Error al actualizar el precio',
    deletePrice: 'Error al eliminar el precio',
    register: 'Error al registrar el equipo en la competencia',
  },
  payments: {
    list: 'Error al cargar los pagos, intente nuevamente.',
    transfers: 'Error al cargar las transferencias, intente nuevamente.',
    detail: 'Error al cargar el pago, intente nuevamente.',
    /** Transfer and cash variants alike (SPEC §8). */
    record: 'Error al registrar el pago',
    createTransfer: 'Error al crear el pago de transferencia',
    decision: 'Error al procesar la acción, intente nuevamente.',
    cardLink: 'Error al obtener el enlace de pago del proveedor de tarjetas',
    checkStatus: 'Error al verificar el estado del pago',
    connect: 'Error al conectar con el servidor',
  },
  results: {
    list: 'Error al cargar los resultados',
    create: 'Error al crear el resultado',
    createBiggestFish: 'Error al crear el resultado de pieza mayor',
    createCategory: 'Error al crear el resultado de categoría',
    delete: 'Error al eliminar el resultado',
    deleteBiggestFish: 'Error al eliminar el resultado de pieza mayor',
    deleteCategory: 'Error al eliminar el resultado de categoría',
  },
  helpDesk: {
    list: 'Error al cargar las solicitudes de ayuda',
    detail: 'Error al cargar la solicitud',
    sendRetry: 'Error al enviar solicitud, intente nuevamente',
    /** Resolving a help request and toggling a scheduled notification alike. */
    updateStatus: 'Error al actualizar el estado',
  },
  notifications: {
    mine: 'Error al obtener las notificaciones del usuario',
    teams: 'Error al cargar el estado de los equipos',
    scheduled: 'Error al cargar el estado de las notificaciones programadas',
    lastReminder: 'Error al cargar la fecha del último recordatorio',
    send: 'Error al enviar la notificación',
    remind: 'Error al enviar el recordatorio',
  },
} as const;

/**
 * SPEC §8 authentication fallbacks: the message used when a call fails without a server
 * message or throws unexpectedly (answered as status 500).
 */
export const fallbackMessages: Partial<Record<EndpointId, string>> = {
  'auth.login': failureMessages.auth.login,
  'auth.refreshToken': failureMessages.auth.refresh,
  'auth.register': failureMessages.auth.register,
  'auth.activate': failureMessages.auth.activate,
};

export const genericFallback = failureMessages.generic;

/** The message for a failed call of `endpoint` that brought none of its own. */
export const fallbackFor = (endpoint: { id: string }): string =>
  (fallbackMessages as Readonly<Record<string, string | undefined>>)[endpoint.id] ?? genericFallback;
