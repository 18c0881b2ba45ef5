/**
 * `npm run server:create-admin`: the first system administrator of an empty production
 * database (docs/deploy.md, "Primer arranque") — never a default password. The username and
 * password come from ADMIN_USERNAME and ADMIN_PASSWORD, or are asked for at the terminal
 * (the password is not echoed). It refuses a username already in use and the contract's
 * rules for credentials (SPEC §5: 6 to 35 characters). Uses the same database settings as
 * the API (DATABASE_URL or DATA_DIR); stop an API on the embedded database first (PGlite
 * holds its folder).
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { credentialsSchema } from '@contracts/entities/session';
import { Role } from '@contracts/enums';
import { db } from '../../mocks/db/store';
import { userByUsername } from '../../mocks/db/queries';
import { createUser } from '../../mocks/rules/accounts';
import { readConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { Store } from '../store/store';

async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = hidden;
  const value = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return value;
}

const config = readConfig();
const username = process.env.ADMIN_USERNAME ?? (await ask('Usuario del administrador: ')).trim();
const password = process.env.ADMIN_PASSWORD ?? (await ask('Contraseña (no se muestra): ', true));
const parsed = credentialsSchema.safeParse({ username, password });
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(1);
}

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  const store = new Store(database);
  const { value: created } = await store.run(async () => {
    if (userByUsername(db(), parsed.data.username)) return { value: false, keep: false };
    createUser(db(), { username: parsed.data.username, password: parsed.data.password, role_id: Role.SystemAdmin, status: 'active' }, null);
    return { value: true, keep: true };
  });
  if (!created) {
    console.error(`El usuario ${parsed.data.username} ya existe: elegí otro.`);
    process.exitCode = 1;
  } else console.info(`Administrador ${parsed.data.username} creado (Super Administrador, activo). Ya puede iniciar sesión.`);
} finally {
  await database.close();
}
