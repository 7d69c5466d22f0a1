// A password in front of the embedded database's socket: @electric-sql/pglite-socket has no authentication (PGlite
// answers every startup with AuthenticationOk), so this loopback listener speaks the start of PostgreSQL's wire
// protocol itself (SSL refused, cleartext password asked for and checked) and only then joins the client to PGlite.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
// PostgreSQL's own limit on a startup packet (MAX_STARTUP_PACKET_LENGTH); a password message gets the same bound.
const MAX_MESSAGE = 10_000;
// A client that connects and says nothing is dropped, as PostgreSQL's authentication_timeout drops it.
const HANDSHAKE_TIMEOUT_MS = 30_000;

/** An ErrorResponse: severity FATAL, an SQLSTATE code and a message, as PostgreSQL sends before it hangs up. */
export function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** AuthenticationCleartextPassword. Plain text is enough on loopback: anyone who can read it can read .data too. */
const ASK_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The startup message's parameters (user, database, …): NUL-separated pairs after the protocol version. */
function startupParameters(message: Buffer): Map<string, string> {
  const parts = message.subarray(8).toString('utf8').split('\0');
  const parameters = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) parameters.set(parts[i] as string, parts[i + 1] as string);
  return parameters;
}

export interface PasswordGate {
  /** host:port, on 127.0.0.1 */
  address: string;
  stop: () => Promise<void>;
}

/**
 * Listens on a free port of 127.0.0.1 and lets a client through to `upstream()` only after it sent
 * `password`. What the client sent at startup is replayed upstream, so PGlite answers it (AuthenticationOk, its
 * parameters, ReadyForQuery) as if the client had connected to it directly.
 */
export async function passwordGate(options: { password: string; upstream: () => Socket }): Promise<PasswordGate> {
  const expected = digest(options.password);
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.setTimeout(HANDSHAKE_TIMEOUT_MS, () => client.destroy());
    let buffer = Buffer.alloc(0);
    let startup: Buffer | undefined;
    let user = '';

    const refuse = (code: string, message: string) => {
      client.off('data', onData);
      client.end(errorResponse(code, message));
    };

    const admit = (rest: Buffer) => {
      // Paused before the handshake's listener goes, so no byte is lost until the pipe below takes over.
      client.pause();
      client.off('data', onData);
      client.setTimeout(0);
      const upstream = options.upstream();
      sockets.add(upstream);
      upstream.on('close', () => {
        sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.write(startup as Buffer);
      if (rest.length) upstream.write(rest);
      client.pipe(upstream);
      upstream.pipe(client);
    };

    function onData(chunk: Buffer) {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length > 0) {
        if (!startup) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (length === 8 && (code === SSL_REQUEST || code === GSSENC_REQUEST)) {
            // No TLS on loopback: 'N' tells the client to go on in the clear (or give up, if it insists on TLS).
            client.write('N');
            buffer = buffer.subarray(8);
            continue;
          }
          // PGlite runs one query at a time and has no backend to signal: nothing to cancel.
          if (length === 16 && code === CANCEL_REQUEST) return void client.destroy();
          if (code !== PROTOCOL_3 || length < 8 || length > MAX_MESSAGE)
            return refuse('08P01', 'unsupported frontend protocol');
          if (buffer.length < length) return;
          startup = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          user = startupParameters(startup).get('user') ?? '';
          client.write(ASK_PASSWORD);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer[0] !== 0x70 /* 'p' */ || length < 5 || length > MAX_MESSAGE)
          return refuse('08P01', 'expected a password message');
        if (buffer.length < length + 1) return;
        const given = buffer
          .subarray(5, length + 1)
          .toString('utf8')
          .replace(/\0$/, '');
        if (!timingSafeEqual(digest(given), expected))
          return refuse('28P01', `password authentication failed for user "${user}"`);
        return admit(buffer.subarray(length + 1));
      }
    }
    client.on('data', onData);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The database password gate has no TCP address');
  return {
    address: `127.0.0.1:${address.port}`,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
