import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { clientIp, sendResponse } from './node-http.ts';

const request = (headers: Record<string, string | string[]>) =>
  ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it("takes the socket's address and ignores a client-sent X-Nf-Client-Connection-Ip", () => {
    expect(clientIp(request({ 'x-nf-client-connection-ip': '203.0.113.9' }))).toBe('127.0.0.1');
    expect(clientIp(request({}))).toBe('127.0.0.1');
  });

  it('honours the header only when LOCAL_TRUST_CLIENT_IP_HEADER asks for it (e2e tests, benchmark)', () => {
    expect(clientIp(request({ 'x-nf-client-connection-ip': '203.0.113.9' }), true)).toBe('203.0.113.9');
    expect(clientIp(request({}), true)).toBe('127.0.0.1');
  });
});

describe('sendResponse', () => {
  async function serve(response: () => Response) {
    const server = createServer((_req, res) => void sendResponse(response(), res));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
  }

  it('sends a one-piece body whole, and a body of many pieces as it comes, reading only as the client does', async () => {
    const small = await serve(() => Response.json({ ok: true }));
    expect(await (await fetch(small.url)).json()).toEqual({ ok: true });
    await small.close();

    // 200 pieces of 64 KB: the client reads three and leaves; the body must not be read to its end.
    let pulled = 0;
    let cancelled = false;
    const big = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              pulled++;
              if (pulled > 200) controller.close();
              else controller.enqueue(new Uint8Array(64 * 1024).fill(65));
            },
            cancel() {
              cancelled = true;
            },
          }),
        ),
    );
    const controller = new AbortController();
    const reader = (await fetch(big.url, { signal: controller.signal })).body?.getReader();
    for (let i = 0; i < 3; i++) await reader?.read();
    controller.abort();
    await vi.waitFor(() => expect(cancelled).toBe(true));
    expect(pulled).toBeLessThan(200);
    await big.close();
  });
});
