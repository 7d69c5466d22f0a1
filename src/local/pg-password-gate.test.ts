import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, type PasswordGate, passwordGate } from './pg-password-gate.ts';

// The gate speaks the start of PostgreSQL's wire protocol; the database behind it is a stand-in that records what
// reaches it and answers "PGLITE" to anything, so a byte getting past the gate without the password shows.
const PASSWORD = 'correct-horse-battery-staple';

const startup = (user = 'postgres') => {
  const body = Buffer.from(`user\0${user}\0database\0postgres\0\0`);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, body]);
};
const typed = (type: string, text: string) => {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const ASK_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

describe('the password gate', () => {
  let upstream: Server;
  let gate: PasswordGate;
  const reached: Buffer[] = [];

  beforeAll(async () => {
    upstream = createServer((socket) => {
      socket.on('data', (chunk) => {
        reached.push(chunk);
        socket.write('PGLITE');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    gate = await passwordGate({ password: PASSWORD, upstream: () => connect(port, '127.0.0.1') });
  });

  afterAll(async () => {
    await gate.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  /** Sends each message in turn, then collects what comes back until the gate hangs up or goes quiet. */
  async function talk(...messages: Buffer[]): Promise<{ received: Buffer; closed: boolean }> {
    const [host, port] = gate.address.split(':');
    const socket: Socket = connect(Number(port), host);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    let closed = false;
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('close', () => {
      closed = true;
    });
    for (const message of messages) {
      socket.write(message);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 300))]);
    socket.destroy();
    return { received: Buffer.concat(chunks), closed };
  }

  it('lets nothing through without the password: a query instead of it ends the connection', async () => {
    reached.length = 0;
    const { received, closed } = await talk(startup(), typed('Q', 'SELECT * FROM admin_users'));
    expect(received.subarray(0, 9)).toEqual(ASK_PASSWORD);
    expect(received.subarray(9).toString('latin1')).toContain('C08P01');
    expect(closed).toBe(true);
    expect(reached).toEqual([]);
  });

  it("refuses a wrong password with PostgreSQL's own error, and an empty one", async () => {
    for (const wrong of ['not-it', '', `${PASSWORD}x`]) {
      const { received, closed } = await talk(startup('mallory'), typed('p', wrong));
      expect(received.subarray(9)).toEqual(errorResponse('28P01', 'password authentication failed for user "mallory"'));
      expect(closed).toBe(true);
    }
    expect(reached).toEqual([]);
  });

  it('admits the password: the startup goes on to the database, then the conversation both ways', async () => {
    reached.length = 0;
    const { received } = await talk(
      Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]), // SSLRequest: refused with 'N', the client goes on in the clear
      startup(),
      typed('p', PASSWORD),
      typed('Q', 'SELECT 1'),
    );
    expect(received.subarray(0, 1).toString()).toBe('N');
    expect(received.subarray(1, 10)).toEqual(ASK_PASSWORD);
    expect(received.subarray(10).toString()).toMatch(/^(PGLITE)+$/);
    expect(Buffer.concat(reached)).toEqual(Buffer.concat([startup(), typed('Q', 'SELECT 1')]));
  });

  it('refuses a client that does not speak protocol 3', async () => {
    const bad = Buffer.alloc(8);
    bad.writeInt32BE(8, 0);
    bad.writeInt32BE(131072, 4); // protocol 2.0
    const { received, closed } = await talk(bad);
    expect(received.toString('latin1')).toContain('C08P01');
    expect(closed).toBe(true);
  });
});
