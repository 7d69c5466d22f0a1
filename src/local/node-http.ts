// Converts between Node's http objects and web Request/Response, for the local servers.
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '../server/env.ts';

/** Reads the whole body first (a Buffer body is far cheaper than a web stream); GET and HEAD have none. */
export async function toRequest(req: IncomingMessage): Promise<Request> {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(key, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let body: Buffer | undefined;
  if (hasBody) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    body: (body as Uint8Array<ArrayBuffer> | undefined) ?? null,
  });
}

export async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [key, value] of response.headers) if (key !== 'set-cookie') res.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  // A body of one piece (every JSON answer) is sent at once; a longer one (a CSV export) is streamed as the function
  // writes it, at the pace the client reads, as Netlify streams v2 bodies. A client that goes away cancels the body.
  const reader = response.body.getReader();
  const first = await reader.read();
  if (first.done) {
    res.end();
    return;
  }
  let next = await reader.read();
  if (next.done) {
    res.end(Buffer.from(first.value));
    return;
  }
  const gone = new Promise<void>((resolve) => res.once('close', resolve));
  void gone.then(() => reader.cancel().catch(() => {}));
  res.write(Buffer.from(first.value));
  try {
    while (!next.done && !res.destroyed) {
      if (!res.write(Buffer.from(next.value))) await Promise.race([once(res, 'drain'), gone]);
      next = await reader.read();
    }
  } catch (error) {
    // The body failed half-way: the connection is cut, so the client sees a broken download, not a short file.
    res.destroy(error as Error);
    return;
  }
  res.end();
}

/**
 * The visitor's address: the socket's. Behind Netlify the platform sets X-Nf-Client-Connection-Ip and the function
 * context carries it; here nothing in front of us does, so a client sending that header would pick its own address
 * (and rotate past the sign-in lockout and the form limits). Only LOCAL_TRUST_CLIENT_IP_HEADER=1, which the e2e tests
 * and the benchmark set to act as many visitors, makes the header count.
 */
export function clientIp(
  req: IncomingMessage,
  trustHeader = env().LOCAL_TRUST_CLIENT_IP_HEADER === '1',
): string | undefined {
  const header = trustHeader ? req.headers['x-nf-client-connection-ip'] : undefined;
  return (Array.isArray(header) ? header[0] : header) || req.socket.remoteAddress;
}
