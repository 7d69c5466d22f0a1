// @vitest-environment jsdom
// A public form's guard fields: the server's token fetched once per filling, one key until the filling is sent and
// restarted, and one automatic second try when the server says the form came too quickly or its token expired.
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { MIN_FILL_MS } from './fill-time.ts';
import { Honeypot, usePublicForm } from './use-public-form.tsx';

let issued = 0;
const tokenFetch = vi.fn(async (_url: string) => Response.json({ token: `token-${++issued}` }));

beforeEach(() => {
  issued = 0;
  tokenFetch.mockClear();
  vi.stubGlobal('fetch', tokenFetch);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const quick = (retryAfterSeconds?: number) =>
  new ApiError(422, 'That was quick!', { formToken: ['That was quick!'] }, retryAfterSeconds);

describe('usePublicForm', () => {
  it('sends the honeypot and the token fetched when the form came alive, with one key per filling', async () => {
    const { result } = renderHook(() => usePublicForm());
    render(<Honeypot form={result.current} id="website" label="Leave this field empty" />);
    expect(tokenFetch).toHaveBeenCalledTimes(1);
    expect(String(tokenFetch.mock.calls[0]?.[0])).toBe('/api/form-token');
    const key = result.current.key();

    act(() => result.current.restart()); // never sent: the same filling
    expect(result.current.key()).toBe(key);
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'bot' } });
    const sent = vi.fn(async (guard: object) => guard);
    expect(await result.current.send(sent)).toEqual({ website: 'bot', formToken: 'token-1' });

    act(() => result.current.restart());
    expect(result.current.key()).not.toBe(key);
    expect(await result.current.send(sent)).toEqual({ website: 'bot', formToken: 'token-2' });
  });

  it('sends a too-quick form once more after the wait the server names, with the same token', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePublicForm());
    const request = vi.fn().mockRejectedValueOnce(quick(2)).mockResolvedValueOnce('stored');
    const sending = result.current.send(request);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toBe('stored');
    expect(request.mock.calls.map(([guard]) => guard.formToken)).toEqual(['token-1', 'token-1']);
  });

  it('sends an expired form once more with a fresh token, after the minimum fill time', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePublicForm());
    const key = result.current.key();
    const request = vi.fn().mockRejectedValueOnce(quick()).mockResolvedValueOnce('stored');
    const sending = result.current.send(request);
    await vi.advanceTimersByTimeAsync(MIN_FILL_MS + 250);
    expect(await sending).toBe('stored');
    expect(request.mock.calls.map(([guard]) => guard.formToken)).toEqual(['token-1', 'token-2']);
    expect(result.current.key()).toBe(key);
  });

  it('waits the minimum fill time from when the fresh token arrives, not from when it was asked for', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePublicForm());
    expect(tokenFetch).toHaveBeenCalledTimes(1);
    // A cold function: the fresh token takes a second to come.
    tokenFetch.mockImplementationOnce(
      (_url) => new Promise((resolve) => setTimeout(() => resolve(Response.json({ token: 'slow-token' })), 1_000)),
    );
    const request = vi.fn().mockRejectedValueOnce(quick()).mockResolvedValueOnce('stored');
    const sending = result.current.send(request);
    await vi.advanceTimersByTimeAsync(MIN_FILL_MS + 250);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await sending).toBe('stored');
    expect(request.mock.calls.map(([guard]) => guard.formToken)).toEqual(['token-1', 'slow-token']);
  });

  it('tries once only, and never for other errors', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePublicForm());
    const twice = vi.fn().mockRejectedValue(quick(1));
    const sending = expect(result.current.send(twice)).rejects.toThrow('That was quick!');
    await vi.advanceTimersByTimeAsync(1_000);
    await sending;
    expect(twice).toHaveBeenCalledTimes(2);

    const invalid = vi.fn().mockRejectedValue(new ApiError(422, 'Enter your name', { name: ['Enter your name'] }));
    await expect(result.current.send(invalid)).rejects.toThrow('Enter your name');
    expect(invalid).toHaveBeenCalledTimes(1);
  });
});
