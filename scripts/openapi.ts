import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../contracts/openapi/build';

/** Writes contracts/openapi.json from the endpoint registry (`npm run openapi`). */
const target = fileURLToPath(new URL('../contracts/openapi.json', import.meta.url));
const doc = buildOpenApiDocument();
writeFileSync(target, serializeOpenApiDocument(doc));
const operations = Object.values(doc.paths ?? {}).reduce((n, item) => n + Object.keys(item).length, 0);
console.info(`contracts/openapi.json: ${Object.keys(doc.paths ?? {}).length} rutas, ${operations} operaciones`);
