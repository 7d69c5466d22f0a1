// Each submission sent `times` times at once with its own Idempotency-Key (a visitor's retries and double clicks), as
// the concurrency tests need it: every send's answer, and the check that every key was stored once and answered alike.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, nextIp } from '../helpers.ts';

type Fn = Parameters<typeof call>[0];

export async function sendAtOnce(fn: Fn, path: string, bodies: unknown[], times = 5) {
  const submissions = bodies.map((body) => ({ key: randomUUID(), body, ip: nextIp() }));
  const started = performance.now();
  const responses = await Promise.all(
    submissions.flatMap(({ key, body, ip }) =>
      Array.from({ length: times }, async () => {
        const response = await call(fn, 'POST', path, { body, ip, headers: { 'idempotency-key': key } });
        return { key, status: response.status, body: await response.text() };
      }),
    ),
  );
  const elapsed = performance.now() - started;
  for (const { key } of submissions) {
    const answers = responses.filter((r) => r.key === key);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: times }, () => 201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  }
  return { elapsed };
}
