/** The generic validation messages of SPEC §5, in one place so forms and the mock backend agree. */
export const validationMessages = {
  required: 'Este campo es obligatorio',
  email: 'Por favor, introduce una dirección de correo electrónico válida',
  minLength: (n: number) => `Debe tener al menos ${n} caracteres`,
  maxLength: (n: number) => `No debe tener más de ${n} caracteres`,
  min: (n: number) => `Debe ser al menos ${n}`,
  max: (n: number) => `No debe ser más de ${n}`,
  pattern: 'Por favor, sigue el formato solicitado',
} as const;
