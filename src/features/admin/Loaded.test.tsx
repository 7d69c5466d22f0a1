// @vitest-environment jsdom
// useLoaded keeps the answer of the load started last: a slow answer from before a change (a visit unblocked, a
// status saved) arriving after the answer from after it must not put the old data back on the screen.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './Loaded.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useLoaded', () => {
  it('keeps the latest reload’s answer when an earlier one answers after it', async () => {
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
    let call = 0;
    const load = () => (answers[call++] as ReturnType<typeof deferred<string>>).promise;
    const { result } = renderHook(() => useLoaded(load, { keepData: true }));
    await act(async () => answers[0]?.resolve('first'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'first' }));

    let before: Promise<void> = Promise.resolve();
    let after: Promise<void> = Promise.resolve();
    act(() => {
      before = result.current.reload();
      after = result.current.reload();
    });
    await act(async () => {
      answers[2]?.resolve('after the change');
      await after;
    });
    await act(async () => {
      answers[1]?.resolve('before the change');
      await before;
    });
    expect(result.current.state).toEqual({ status: 'ready', data: 'after the change' });
    expect(result.current.pending).toBe(false);
  });

  it('shows the answer of a single reload', async () => {
    let n = 0;
    const load = async () => ++n;
    const { result } = renderHook(() => useLoaded(load));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 1 }));
    await act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', data: 2 });
  });
});
