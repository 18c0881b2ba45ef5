import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';
import { db } from '../../mocks/db/store';
import { resetDemoDb } from '../../mocks/db/reset';
import { issueTokens } from '../../mocks/core/tokens';
import { endSession, startSession } from '../../src/lib/session/session';

/** Starts a real session (tokens signed by the mock backend) for a demo account. */
export async function signInAs(key: DemoAccountKey) {
  resetDemoDb();
  const user = db().users.find((u) => u.username === demoAccount(key).username);
  if (!user) throw new Error(`Cuenta de demostración desconocida: ${key}`);
  startSession(await issueTokens(user));
}

/** Story loader: the story renders signed in as `key`. */
export const sessionLoader = (key: DemoAccountKey) => async () => {
  await signInAs(key);
  return {};
};

/** Story loader: the story renders signed out. */
export const signedOutLoader = async () => {
  endSession();
  return {};
};
