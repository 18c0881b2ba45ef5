import type { OneTimeCredentials } from '@/ui/credentials-panel';

/**
 * The new member's first message (issue 22): where to sign in, the username and what comes
 * after. The password goes only when the owner chooses it: a WhatsApp chat keeps it for as
 * long as the chat exists, so by default it is handed over apart.
 */
export function credentialsShareText(entry: Pick<OneTimeCredentials, 'name' | 'username' | 'password'>, options: { appUrl: string; withPassword: boolean }): string {
  return [
    `Hola, ${entry.name}: te sumé al equipo del torneo de pesca. Para entrar:`,
    `1. Abrí ${options.appUrl}`,
    `2. Ingresá con tu usuario: ${entry.username}`,
    options.withPassword ? `3. Tu contraseña: ${entry.password}` : '3. La contraseña te la paso por separado.',
    '4. Completá tus datos para activar la cuenta.',
  ].join('\n');
}
