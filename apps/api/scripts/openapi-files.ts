import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The committed OpenAPI description: what `/api/docs/json` serves, checked to be current by api-docs.test.ts. */
export const OPENAPI_FILE = path.join(ROOT, 'docs/openapi.json');

/** The portal the committed description describes: the defaults, at an address of its own. */
export const DESCRIBED_PORTAL_ENV = { PUBLIC_URL: 'https://portal.agency.test' };

/** The description as the file holds it: two-space JSON with a final newline. */
export const openApiText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/** The TypeScript types `openapi-typescript` makes of the description: what the integrator's client is checked with. */
export const CLIENT_TYPES_FILE = path.join(ROOT, 'apps/api/test/openapi-client/schema.ts');

/** The types as the file holds them. */
export async function clientTypesText(document: unknown): Promise<string> {
  const types = astToString(
    // A property with a default is optional to send (and the answers always hold it: their schemas say so).
    await openapiTS(document as Parameters<typeof openapiTS>[0], { defaultNonNullable: false }),
  );
  return `// Made by \`npm run openapi\` from docs/openapi.json with openapi-typescript: do not edit.\n${types}`;
}
