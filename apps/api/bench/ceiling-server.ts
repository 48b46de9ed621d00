/**
 * The ceiling: a bare node:http server answering a fixed small JSON body (the size of GET /api/users/me).
 * No framework, no database: whatever the API does per request is measured against this, on the same machine,
 * in the same run, under the same load generator.
 *
 * With CEILING_BODIES (a JSON file of { path: body }), a request for one of those paths gets that exact body
 * instead: the same bytes an API route answered, so a large answer can also be compared with the cost of merely
 * sending it.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answer = (body: string | Buffer) => ({
  body,
  headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) },
});

const small = answer(
  JSON.stringify({
    memberGUID: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
    firstName: 'Casey',
    lastName: 'Client',
    email: 'client@example.com',
  }),
);
// Each route's answer is encoded once, as the API keeps its cached answers, so sending it costs no per-request encoding
// here either (for the 126 kB ticket list that encoding is a good part of the cost).
const byPath = new Map(
  Object.entries(
    process.env.CEILING_BODIES
      ? (JSON.parse(readFileSync(process.env.CEILING_BODIES, 'utf8')) as Record<string, string>)
      : {},
  ).map(([path, body]) => [path, answer(Buffer.from(body))]),
);

const server = http.createServer((request, response) => {
  const { body, headers } = byPath.get(request.url!) ?? small;
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
