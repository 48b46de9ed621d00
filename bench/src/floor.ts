/**
 * The same-work floor: a bare node:http server doing the least any server must do for an authenticated read, so the
 * API is measured against it in the same run. For each request it
 *   1. verifies the bearer JWT as the API does (HS256, issuer, audience, exp/sub/iss/aud required; same secret),
 *   2. makes one round trip to the same database (`SELECT 1`: better-sqlite3 on the same file, or a pg pool of the
 *      API's size on the same PostgreSQL database),
 *   3. writes the API's own answer for that path: the same bytes with the same headers (FLOOR_ANSWERS, a JSON file of
 *      { path: { headers, body } } captured from the API by the bench).
 * `GET /api/health` answers 200 once it listens. A path it was not given, or a token that does not verify, gets 404 / 401, which the bench counts as errors.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import SQLite from 'better-sqlite3';
import { createVerifier } from 'fast-jwt';
import pg from 'pg';

export interface FloorAnswer {
  headers: Record<string, string>;
  body: string;
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const verify = createVerifier({
  key: env('JWT_SECRET'),
  algorithms: ['HS256'],
  allowedIss: 'client-portal',
  allowedAud: 'client-portal-web',
  requiredClaims: ['exp', 'sub', 'iss', 'aud'],
});

const databaseUrl = env('DATABASE_URL');
const selectOne: () => Promise<unknown> = (() => {
  if (databaseUrl.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    return () => pool.query('SELECT 1');
  }
  const statement = new SQLite(databaseUrl.replace(/^sqlite:/, ''), { readonly: true }).prepare('SELECT 1');
  return async () => statement.get();
})();

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(env('FLOOR_ANSWERS'), 'utf8')) as Record<string, FloorAnswer>).map(
    ([path, { headers, body }]) => [path, { headers, body: Buffer.from(body) }],
  ),
);

const server = http.createServer((request, response) => {
  if (request.url === '/api/health') return void response.end();
  const answer = answers.get(request.url!);
  const bearer = /^Bearer +(.+)$/i.exec(request.headers.authorization ?? '');
  try {
    if (!answer) throw Object.assign(new Error('no such path'), { status: 404 });
    if (!bearer) throw Object.assign(new Error('no token'), { status: 401 });
    verify(bearer[1]!);
  } catch (error) {
    response.writeHead((error as { status?: number }).status ?? 401).end();
    return;
  }
  selectOne().then(
    () => response.writeHead(200, answer.headers).end(answer.body),
    () => response.writeHead(500).end(),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
