import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO_STATEMENT_FILE, demoStatementCsv } from './demo-statement-csv.ts';

/** Writes public/demo/extracto-demo.csv from the seed (`npx tsx scripts/demo-statement.ts`, from the repository's root). */
mkdirSync(dirname(DEMO_STATEMENT_FILE), { recursive: true });
writeFileSync(DEMO_STATEMENT_FILE, demoStatementCsv());
console.info(`${DEMO_STATEMENT_FILE}: extracto de demostración escrito desde la semilla`);
