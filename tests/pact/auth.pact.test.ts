import { authApiMessages } from '@contracts/auth-messages';
import { describe, it } from 'vitest';
import { authEndpoints } from '@contracts/auth';
import type { PersonalInfoInput } from '@contracts/entities/people';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import { ACCESS_TOKEN_EXAMPLE, REFRESH_TOKEN_EXAMPLE } from './support/tokens';
import { verifyCall } from './support/verify-call';

const pact = createPact();

/** The token pair every sign-in style call answers with. */
const tokenPair = () => ({ accessToken: ACCESS_TOKEN_EXAMPLE, refreshToken: REFRESH_TOKEN_EXAMPLE });

const credentials = { username: 'pescador.activo', password: 'Anzuelo2026' };

const personalInfo: PersonalInfoInput = {
  dni: '30111222',
  first_name: 'Mariana',
  last_name: 'Quiroga',
  primary_phone_number: '3415551234',
  licence_number: 'LIC-4821',
  birth_date: '1988-04-12',
  email: 'mariana.quiroga@example.com',
  gender: 'F',
};
const address = { address_line: 'San Martín 1234', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' };

describe('Pact: authentication', () => {
  it('signs in with a username and password', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.login,
      description: 'a sign-in with valid credentials',
      state: 'an active account with the given credentials exists',
      stateParams: credentials,
      body: credentials,
      respond: { example: tokenPair },
    });
  });

  it('refuses a wrong password with 401 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.login,
      description: 'a sign-in with a wrong password',
      state: 'an active account with the given credentials exists',
      stateParams: credentials,
      body: { username: credentials.username, password: 'NoEsLaClave' },
      respond: { status: 401 },
    });
  });

  it("gets a new access token and the refresh token's successor with the refresh token", async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.refreshToken,
      description: "a refresh with the signed-in team owner's refresh token",
      state: 'a team owner with a complete team exists',
      body: { refreshToken: fromState('refreshToken', REFRESH_TOKEN_EXAMPLE) },
      respond: { example: () => ({ accessToken: ACCESS_TOKEN_EXAMPLE, refreshToken: REFRESH_TOKEN_EXAMPLE }) },
    });
  });

  it('refuses an invalid refresh token with 401', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.refreshToken,
      description: 'a refresh with a refresh token the server never issued',
      state: 'the demo data is loaded',
      body: { refreshToken: 'token-de-refresco-inventado' },
      respond: { status: 401 },
    });
  });

  it('refuses a refresh token issued before a password reset with 401 (revoked)', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.refreshToken,
      description: 'a refresh with a refresh token issued before an admin reset the password',
      state: 'an admin reset the password of a signed-in team owner',
      body: { refreshToken: fromState('refreshToken', REFRESH_TOKEN_EXAMPLE) },
      respond: { status: 401, message: authApiMessages.refreshRevoked, errorCode: 'UNAUTHORIZED' },
    });
  });

  it('signs up with a free username', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.register,
      description: 'a sign-up with a free username',
      state: 'no account uses the username',
      stateParams: { username: 'nuevo.pescador' },
      body: { username: 'nuevo.pescador', password: 'Anzuelo2026' },
      respond: { example: tokenPair },
    });
  });

  it('refuses a taken username with 409 USERNAME_IN_USE', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.register,
      description: 'a sign-up with a username that is taken',
      state: 'the username is already taken',
      stateParams: { username: 'pescador.ocupado' },
      body: { username: 'pescador.ocupado', password: 'Anzuelo2026' },
      respond: { status: 409, errorCode: 'USERNAME_IN_USE' },
    });
  });

  it('refuses a too short username with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.register,
      description: 'a sign-up with a username of 3 characters',
      state: 'the demo data is loaded',
      body: { username: 'pez', password: 'Anzuelo2026' },
      respond: { status: 400 },
    });
  });

  it('activates a registered account with personal data and an address', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.activate,
      description: 'an activation by a registered user',
      state: 'a registered user who has not activated the account exists',
      body: { personal_info: personalInfo, addresses: [address] },
      respond: { example: tokenPair },
    });
  });

  it('refuses an activation without an address with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: authEndpoints.activate,
      description: 'an activation without an address',
      state: 'a registered user who has not activated the account exists',
      body: { personal_info: personalInfo, addresses: [] },
      respond: { status: 400, message: 'Por favor, completa todos los campos de dirección.' },
    });
  });

  it.each([
    ['DNI_IN_USE', { dni: personalInfo.dni }, 'Este DNI ya está en uso.'],
    ['EMAIL_IN_USE', { email: personalInfo.email! }, 'Este correo electrónico ya está en uso.'],
    ['LICENSE_NUMBER_IN_USE', { licence_number: personalInfo.licence_number! }, 'Este número de licencia ya está en uso.'],
  ] as const)('refuses an activation with personal data of another account: 409 %s', async (errorCode, taken, message) => {
    await verifyCall(pact, {
      endpoint: authEndpoints.activate,
      description: `an activation whose ${Object.keys(taken)[0]} belongs to another account`,
      state: 'a registered user exists and another account uses the given personal data',
      stateParams: taken,
      body: { personal_info: personalInfo, addresses: [address] },
      respond: { status: 409, errorCode, message },
    });
  });
});
