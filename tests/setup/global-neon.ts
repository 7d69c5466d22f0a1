// The 'neon' project: the integration suite through the Neon driver, over a WebSocket→TCP bridge to the PostgreSQL
// server (the test databases themselves are made by global-postgres.ts).
import type { TestProject } from 'vitest/node';
import { startBridge } from './neon-bridge.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    neonWsProxy: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const bridge = await startBridge();
  project.provide('neonWsProxy', bridge.proxy);
  return () => bridge.close();
}
