// A WebSocket→TCP bridge so the Neon driver (WebSocket only) reaches the local PostgreSQL server, as Neon's own proxy
// would reach a compute. Tests only. It can also misbehave on purpose: refuse or delay the next connections (a cold
// start), drop every open connection (a socket lost between two invocations), or swallow traffic (a silent socket).
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type WebSocket, WebSocketServer } from 'ws';

export interface Bridge {
  /** The value for NEON_WS_PROXY. */
  proxy: string;
  /** Connections accepted so far. */
  accepted: number;
  /** Connections refused so far. */
  refused: number;
  /** The next `count` connections are closed at once. */
  refuseNext(count: number): void;
  /** The next connection waits this long before it reaches PostgreSQL. */
  delayNext(ms: number): void;
  /** While on, new connections reach nothing: bytes go in and never come back. */
  blackhole(on: boolean): void;
  /** Kills every open connection, both sides. */
  dropConnections(): void;
  close(): Promise<void>;
}

export async function startBridge(): Promise<Bridge> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const open = new Set<{ ws: WebSocket; tcp?: Socket }>();
  let refuse = 0;
  let delay = 0;
  let swallow = false;

  const bridge: Bridge = {
    proxy: `127.0.0.1:${port}/v2`,
    accepted: 0,
    refused: 0,
    refuseNext: (count) => {
      refuse = count;
    },
    delayNext: (ms) => {
      delay = ms;
    },
    blackhole: (on) => {
      swallow = on;
    },
    dropConnections: () => {
      for (const pair of open) {
        pair.ws.terminate();
        pair.tcp?.destroy();
      }
      open.clear();
    },
    close: async () => {
      bridge.dropConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  server.on('connection', async (ws, request) => {
    if (refuse > 0) {
      refuse--;
      bridge.refused++;
      ws.terminate();
      return;
    }
    bridge.accepted++;
    const pair: { ws: WebSocket; tcp?: Socket } = { ws };
    open.add(pair);
    // Whatever the driver sends before PostgreSQL is reached waits here.
    const early: Buffer[] = [];
    ws.on('message', (data: Buffer) => (pair.tcp ? pair.tcp.write(data) : early.push(data)));
    const end = () => {
      ws.terminate();
      pair.tcp?.destroy();
      open.delete(pair);
    };
    ws.on('close', end);
    ws.on('error', end);
    if (swallow) return;
    const wait = delay;
    delay = 0;
    if (wait) await sleep(wait);
    const [host = '127.0.0.1', targetPort = '5432'] = (
      new URL(request.url ?? '/', 'http://bridge').searchParams.get('address') ?? ''
    ).split(':');
    const tcp = connect(Number(targetPort), host);
    pair.tcp = tcp;
    tcp.on('data', (chunk) => ws.send(chunk));
    tcp.on('close', end);
    tcp.on('error', end);
    for (const chunk of early.splice(0)) tcp.write(chunk);
  });

  return bridge;
}
