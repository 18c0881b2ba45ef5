import { defineConfig } from 'drizzle-kit';

/** Migrations of the production API (docs/decisions/0064): `npx drizzle-kit generate` writes server/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
