// @vitest-environment jsdom
// notify() with no toaster placed by any island: the first toast fetches sonner and mounts the toaster itself, in the
// page's <main> (after its content in the tab order) or, where React draws <main> (the back office), at the page's
// end; one toast at a time, with its close button and action.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from './toast.tsx';

beforeAll(() => {
  document.body.innerHTML =
    '<header><a href="/">Home</a></header><main id="main"><h1>Page</h1></main><footer></footer>';
});

describe('the first toast', () => {
  it('mounts the toaster in the page’s <main> and shows the toast, in either language', async () => {
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    await notify('success', 'Посилання скопійовано');
    expect(await screen.findByText('Посилання скопійовано')).toBeTruthy();
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.closest('main')).toBe(document.getElementById('main'));
    await notify('error', 'Link copied', 'Details');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(screen.getByText('Details')).toBeTruthy();
    // One toast at a time: the new one replaces the one shown, and one toaster serves every toast.
    await waitFor(() => expect(screen.queryByText('Посилання скопійовано')).toBeNull());
    expect(document.querySelectorAll('[data-sonner-toaster]')).toHaveLength(1);
  });

  it('offers a keyboard-reachable close button and the toast’s action', async () => {
    const undo = vi.fn();
    await notify('message', 'Photo removed', undefined, { label: 'Undo', onClick: undo });
    const shown = (await screen.findByText('Photo removed')).closest('li');
    if (!shown) throw new Error('no toast');
    expect(within(shown).getByRole('button', { name: 'Close toast' }).tabIndex).toBe(0);
    // By keyboard (jsdom has no pointer capture for sonner's swipe handling).
    within(shown).getByRole('button', { name: 'Undo' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(undo).toHaveBeenCalledOnce();
  });

  it('goes to the end of the page where React draws <main> (the back office)', async () => {
    document.body.innerHTML = '<astro-island><main id="main"><h1>Admin</h1></main></astro-island>';
    // A page's first toast: a fresh toaster module (sonner's own state is shared, and was emptied above).
    vi.resetModules();
    const fresh = (await import('./toast.tsx')).notify;
    await fresh('success', 'Saved');
    expect(await screen.findByText('Saved')).toBeTruthy();
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster?.closest('main')).toBeNull();
    expect(document.body.lastElementChild?.contains(toaster ?? null)).toBe(true);
  });
});
