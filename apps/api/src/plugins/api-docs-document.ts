/** The parts of an OpenAPI 3.1 document the description's last pass reads and writes. */
interface Response {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, Response>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
}

/** What each status means in this API, for answers the route describes by schema alone. */
const STATUS_WORDS: Record<string, string> = {
  '200': 'Done: the answer.',
  '201': 'Created.',
  '303': 'A redirect to the page named by Location.',
  '400': 'Bad input: the message names the field at fault, and nothing was changed.',
  '401': 'No valid token (sign in again), or the token’s person may not see this.',
  '403': 'The token’s person may not do this (the workspace is for staff; some settings for admins).',
  '404': 'No such object.',
  '409': 'Not possible in the object’s present state, or changed by someone else since it was read.',
  '413': 'The request body (or file) is larger than this operation takes.',
  '415': 'The request body’s content type is not one this operation takes.',
  '429': 'Too many attempts from this address or for this account: wait as Retry-After says.',
  '500': 'An unexpected error on the server.',
  '503': 'The database is unavailable for a moment: try again (Retry-After).',
};

const ERROR_ANSWER: Response = {
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/**
 * Every operation: public unless it names its token (`security: []`), each answer described in words, and the
 * statuses Fastify itself answers before the route runs: 413 and 415 for any operation that takes a body.
 */
export function describeOperations(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.security ??= [];
      const responses = (operation.responses ??= {});
      if (operation.requestBody) {
        for (const status of ['413', '415']) responses[status] ??= { ...ERROR_ANSWER };
      }
      for (const [status, response] of Object.entries(responses)) {
        if (!response.description || response.description === 'Default Response') {
          response.description = STATUS_WORDS[status] ?? `HTTP ${status}.`;
        }
      }
    }
  }
  return document;
}

/** Every `$ref` to a component schema in a part of the document. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        found.add(child.slice('#/components/schemas/'.length));
      } else {
        refsIn(child, found);
      }
    }
  }
}

/**
 * The component schemas the operations use, and only those. The contract's schemas come in two forms, as requests
 * send them and as answers hold them (`NewTicketInput`, `NewTicket`); a schema only ever sent is named without the
 * suffix.
 */
export function describeComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn({ paths: document.paths, webhooks: (document as { webhooks?: unknown }).webhooks }, used);
  const queue = [...used];
  while (queue.length > 0) {
    const found = new Set<string>();
    refsIn(schemas[queue.pop()!], found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  // The request's form of a schema is named as the answer's when there is no answer's form, or when both are one.
  const renames = new Map<string, string>();
  for (const name of used) {
    const plain = name.replace(/Input$/, '');
    if (plain === name) continue;
    if (!used.has(plain) || JSON.stringify(schemas[plain]) === JSON.stringify(schemas[name])) renames.set(name, plain);
  }
  const rename = (name: string) => renames.get(name) ?? name;
  const kept = Object.fromEntries(
    [...used]
      .filter((name) => !renames.has(name) || !used.has(renames.get(name)!))
      .sort((a, b) => rename(a).localeCompare(rename(b)))
      .map((name) => [rename(name), schemas[name]]),
  );
  const text = JSON.stringify({ ...document, components: { ...document.components, schemas: kept } });
  return JSON.parse(text, (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
      ? `#/components/schemas/${rename(value.slice('#/components/schemas/'.length))}`
      : value,
  ) as OpenApiDocument;
}

/** The portal's site keys: fixed values its own screens send with a sign-in, a reset link and an event. */
export interface SiteKeys {
  auth: string;
  events: string;
}

/** Where each site key goes: the request schema and its property. */
const SITE_KEY_FIELDS = [
  ['AuthenticateRequest', 'siteKey', 'auth'],
  ['SendResetLinkRequest', 'SiteKey', 'auth'],
  ['EventInsertRequest', 'siteKey', 'events'],
] as const;

const SITE_KEY_MEANING = {
  auth: 'The portal’s sign-in key (AUTH_SITE_KEY): sent with a sign-in and a reset link; any other value is refused (400).',
  events: 'The portal’s events key (EVENTS_SITE_KEY): sent with an event; any other value is refused (400).',
};

/** The site keys as the one value each field takes, with what it is. */
export function describeSiteKeys(document: OpenApiDocument, keys: SiteKeys): OpenApiDocument {
  const schemas = (document.components?.schemas ?? {}) as Record<string, { properties?: Record<string, object> }>;
  for (const [schema, property, key] of SITE_KEY_FIELDS) {
    const field = schemas[schema]?.properties?.[property];
    if (field) Object.assign(field, { enum: [keys[key]], description: SITE_KEY_MEANING[key] });
  }
  return document;
}

/** The Standard Webhooks headers every delivery carries: what a receiver checks the signature with. */
const WEBHOOK_HEADERS = [
  ['webhook-id', 'The delivery’s ID: the same on every retry of it, so a receiver can tell a repeat.'],
  ['webhook-timestamp', 'When this attempt was signed, in seconds since 1970 (UTC).'],
  [
    'webhook-signature',
    '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the ' +
      'channel’s secret after `whsec_`.',
  ],
] as const;

/**
 * The events an alert channel may be told of (OpenAPI 3.1 `webhooks`): a signed JSON POST to the channel's address,
 * retried after a failure, each attempt logged.
 */
export function describeWebhooks(
  document: OpenApiDocument,
  events: ReadonlyArray<{ type: string; label: string }>,
): OpenApiDocument {
  const webhooks = Object.fromEntries(
    events.map(({ type, label }) => [
      type,
      {
        post: {
          operationId: `${type.replace(/[._](\w)/g, (_, letter: string) => letter.toUpperCase())}Webhook`,
          summary: label,
          description:
            `Sent to each alert channel told of \`${type}\` (Monitoring → Alerts), in the transaction of the change: ` +
            'once, retried after a failure (any answer but 2xx, or none within 10 s) and given up after the last ' +
            'retry, each attempt logged for staff. ' +
            (type === 'ticket.note_added' ? 'Only to channels allowed internal content. ' : '') +
            'Answer 2xx to take it.',
          tags: ['webhooks'],
          security: [],
          parameters: WEBHOOK_HEADERS.map(([name, description]) => ({
            in: 'header',
            name,
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  $ref: `#/components/schemas/${type.startsWith('ticket.') ? 'WebhookTicketEvent' : 'WebhookReportEvent'}`,
                },
              },
            },
          },
          responses: { '200': { description: 'Taken (any 2xx will do).' } },
        },
      },
    ]),
  );
  return { ...document, webhooks } as OpenApiDocument;
}
