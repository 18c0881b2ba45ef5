export const auth = {
  login: 'Error al iniciar sesión',
  refresh: 'Error al refrescar la sesión',
  register: 'Error al registrar usuario',
  registerFailed: 'Registro fallido.',
  registerProblem: 'Hubo un problema con el registro.',
  activate: 'Error al activar cuenta',
  activationProblem: 'Hubo un problema con la activación de tu cuenta, intentalo de nuevo',
} as const;
