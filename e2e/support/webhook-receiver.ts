import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local server on this machine: what a test's site or webhook receiver listens with. Answers its address. */
export const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)),
  );

export const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A webhook receiver on this machine: keeps each JSON body posted to it with its signature, and answers 204. */
export async function startWebhookReceiver<Body>() {
  const posted: Array<{ body: Body; signature: string | undefined }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      posted.push({ body: JSON.parse(body) as Body, signature: request.headers['webhook-signature'] as string });
      response.writeHead(204).end();
    });
  });
  return { posted, url: await listen(server), close: () => close(server) };
}
