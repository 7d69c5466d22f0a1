// The pending marker in a real local Netlify Blobs server: a run drains only when work is due, clears the marker only
// when the database said nothing is left and every writer has had time to commit, and never clears a marker that a
// writer set while the run was draining.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingStore } from '../../src/server/blobs.ts';
import { markPending, type NextDue, runIfPending, SETTLE_MS, SWEEP_MS } from '../../src/server/pending-work.ts';
import { withUnreachableBlobs } from '../helpers.ts';

const t0 = Date.parse('2030-01-01T00:00:00Z');
const minutes = (n: number) => t0 + n * 60_000;

beforeEach(async () => {
  await pendingStore().delete('notifications');
});

/** A drain that answers `next` and counts its calls. */
const drainer = (next: NextDue | (() => Promise<NextDue>)) => {
  const drain = vi.fn(async () => (typeof next === 'function' ? next() : next));
  return drain;
};

describe('the pending marker', () => {
  it('treats a missing marker as work set now: the run drains, and clears it only once settled', async () => {
    const drain = drainer(null);
    expect(await runIfPending('notifications', drain, minutes(0))).toEqual({ ran: true, dueAt: minutes(0) });
    expect(await runIfPending('notifications', drain, minutes(1))).toEqual({ ran: true, dueAt: minutes(1) });
    expect(await runIfPending('notifications', drain, minutes(0) + SETTLE_MS)).toEqual({ ran: true, dueAt: null });
    expect(drain).toHaveBeenCalledTimes(3);
    // Idle: later runs never drain.
    expect(await runIfPending('notifications', drain, minutes(60))).toEqual({ ran: false, dueAt: null });
    expect(drain).toHaveBeenCalledTimes(3);
  });

  it('wakes for a writer, and sleeps until the next piece of work falls due', async () => {
    await runIfPending('notifications', drainer(null), minutes(-10)); // created
    await runIfPending('notifications', drainer(null), minutes(0)); // settled: idle
    await markPending('notifications', minutes(1));
    const retryAt = new Date(minutes(30));
    const drain = drainer(retryAt);
    // Within the settling time the run looks every minute, whatever the database said.
    expect(await runIfPending('notifications', drain, minutes(2))).toEqual({ ran: true, dueAt: minutes(2) });
    expect(await runIfPending('notifications', drain, minutes(4))).toEqual({ ran: true, dueAt: retryAt.getTime() });
    expect(await runIfPending('notifications', drain, minutes(5))).toEqual({ ran: false, dueAt: retryAt.getTime() });
    expect(await runIfPending('notifications', drain, minutes(29))).toEqual({ ran: false, dueAt: retryAt.getTime() });
    expect(drain).toHaveBeenCalledTimes(2);
    expect(await runIfPending('notifications', drainer(null), minutes(30))).toEqual({ ran: true, dueAt: null });
  });

  it('keeps a marker that a writer set while the run was draining (the race)', async () => {
    await runIfPending('notifications', drainer(null), minutes(-10));
    await markPending('notifications', minutes(-5)); // settled by minute 0
    // The database says nothing is left, but a submission queued its notification during the drain.
    const racing = drainer(async () => {
      await markPending('notifications', minutes(0));
      return null;
    });
    expect(await runIfPending('notifications', racing, minutes(0))).toEqual({ ran: true, dueAt: minutes(0) });
    const next = drainer(null);
    expect((await runIfPending('notifications', next, minutes(1))).ran).toBe(true);
    expect(next).toHaveBeenCalledOnce();
  });

  it('leaves the marker as it was when the drain fails or did not look', async () => {
    await markPending('notifications', minutes(-10));
    const failing = drainer(async () => {
      throw new Error('database unavailable');
    });
    await expect(runIfPending('notifications', failing, minutes(0))).rejects.toThrow('database unavailable');
    expect(await runIfPending('notifications', drainer(undefined), minutes(1))).toEqual({
      ran: true,
      dueAt: minutes(-10),
    });
    expect((await runIfPending('notifications', drainer(null), minutes(2))).dueAt).toBeNull();
  });

  it('sweeps an idle queue now and then, so work whose marker was never set is still found', async () => {
    await runIfPending('notifications', drainer(null), minutes(-10));
    await runIfPending('notifications', drainer(null), minutes(0)); // settled: idle, looked at minute 0
    const drain = drainer(null);
    expect(await runIfPending('notifications', drain, minutes(0) + SWEEP_MS - 60_000)).toEqual({
      ran: false,
      dueAt: null,
    });
    expect(drain).not.toHaveBeenCalled();
    expect((await runIfPending('notifications', drain, minutes(0) + SWEEP_MS)).ran).toBe(true);
    expect(drain).toHaveBeenCalledOnce();
    // The sweep counts as a look: the next one is SWEEP_MS later.
    expect((await runIfPending('notifications', drain, minutes(0) + SWEEP_MS + 60_000)).ran).toBe(false);
  });

  it('never fails a writer, and drains when the marker cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await withUnreachableBlobs(async () => {
        await expect(markPending('notifications', minutes(0))).resolves.toBeUndefined();
        const drain = drainer(null);
        expect((await runIfPending('notifications', drain, minutes(1))).ran).toBe(true);
        expect(drain).toHaveBeenCalledOnce();
      });
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});
