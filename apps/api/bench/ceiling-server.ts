/**
 * The ceiling: a bare node:http server answering a fixed small JSON body (the size of GET /api/users/me).
 * No framework, no database: whatever the API does per request is measured against this, on the same machine,
 * in the same run, under the same load generator.
 */
import http from 'node:http';

const body = JSON.stringify({
  memberGUID: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
  firstName: 'Casey',
  lastName: 'Client',
  email: 'client@example.com',
});
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
