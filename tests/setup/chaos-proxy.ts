// A TCP proxy in front of the PostgreSQL server that breaks connections on purpose, for fault tests. Two faults, each
// with its own probability per message the client sends:
// - `drop`: the connection dies before the message reaches the server (the transaction is rolled back);
// - `loseCommitReply`: a COMMIT reaches the server and is carried out, then the connection dies before the reply gets
//   back (the client cannot know whether its write is stored: only an idempotency key makes a retry safe).
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export interface ChaosProxy {
  url: string;
  faults: { dropped: number; commitRepliesLost: number };
  setChaos(chaos: { drop?: number; loseCommitReply?: number }): void;
  close(): Promise<void>;
}

/** The type byte and length of each complete protocol message in a chunk (after the startup packet). */
function isCommit(chunk: Buffer): boolean {
  // A simple query 'Q' … "COMMIT", or an extended-protocol Parse 'P' carrying it: look for the word in the chunk.
  return /\bcommit\b/i.test(chunk.toString('latin1'));
}

export async function startChaosProxy(target: string): Promise<ChaosProxy> {
  const upstream = new URL(target);
  let drop = 0;
  let loseCommitReply = 0;
  const sockets = new Set<Socket>();
  const faults = { dropped: 0, commitRepliesLost: 0 };

  const server = createServer((client) => {
    const db = connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(db);
    let started = false;
    let swallowNextReply = false;
    const kill = () => {
      client.destroy();
      db.destroy();
      sockets.delete(client);
      sockets.delete(db);
    };
    client.on('data', (chunk) => {
      // The startup and authentication exchange passes untouched.
      if (started && Math.random() < drop) {
        faults.dropped++;
        kill();
        return;
      }
      if (started && isCommit(chunk) && Math.random() < loseCommitReply) swallowNextReply = true;
      db.write(chunk);
    });
    db.on('data', (chunk) => {
      if (swallowNextReply) {
        // The server has carried out the COMMIT (this is its reply): the client never hears of it.
        faults.commitRepliesLost++;
        kill();
        return;
      }
      // 'Z' (ReadyForQuery) ends the startup: faults apply from here on.
      if (!started && chunk.includes(0x5a)) started = true;
      client.write(chunk);
    });
    client.on('error', kill);
    db.on('error', kill);
    client.on('close', kill);
    db.on('close', kill);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    faults,
    setChaos: (chaos) => {
      drop = chaos.drop ?? 0;
      loseCommitReply = chaos.loseCommitReply ?? 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
