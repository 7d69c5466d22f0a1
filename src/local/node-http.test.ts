import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp } from './node-http.ts';

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
