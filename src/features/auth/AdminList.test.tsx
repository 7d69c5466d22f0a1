// @vitest-environment jsdom
// Disable / Enable on the Admins page (decision 018): a dialog asks for the acting admin's current password and
// sends it with the change; a wrong one shows the server's reason at the field, the dialog and what was typed stay;
// the right one closes it and reloads the list.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { standInDialogMethods } from '../../components/ui/jsdom-dialog.ts';
import { $adminLang } from '../admin/i18n.ts';
import { AdminList } from './AdminList.tsx';
import type { AdminAccount } from './schema.ts';

const account = (email: string, extra: Partial<AdminAccount> = {}): AdminAccount => ({
  id: `id-${email}`,
  email,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  disabled: false,
  createdBy: null,
  you: false,
  ...extra,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(standInDialogMethods);
beforeEach(() => $adminLang.set('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminList', () => {
  it('asks for the current password, keeps it on a refusal, and sends it with the change', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return sent.length === 1
        ? answer(422, { errors: { currentPassword: ['That is not your current password'] } })
        : answer(200, account('owner@example.com', { disabled: true }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    render(
      <AdminList
        admins={[account('me@example.com', { you: true }), account('owner@example.com')]}
        onChanged={onChanged}
      />,
    );
    // Never for oneself.
    expect(screen.getAllByRole('button', { name: /^Disable/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Disable\s*owner@example\.com$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Disable owner@example.com?' });
    expect(fetchMock).not.toHaveBeenCalled();
    const password = screen.getByLabelText('Your current password');
    await user.type(password, 'not it');
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('That is not your current password')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect((password as HTMLInputElement).value).toBe('not it');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(onChanged).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'the right one');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(sent).toEqual([
      { disabled: true, currentPassword: 'not it' },
      { disabled: true, currentPassword: 'the right one' },
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/admins/id-owner@example.com',
      '/api/admin/admins/id-owner@example.com',
    ]);
  });

  it('asks the same before enabling a disabled admin', async () => {
    const user = userEvent.setup();
    render(<AdminList admins={[account('gone@example.com', { disabled: true })]} onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: /^Enable\s*gone@example\.com$/ }));
    expect(screen.getByRole('dialog', { name: 'Enable gone@example.com again?' })).toBeTruthy();
    expect(screen.getByText('They can sign in again with their own password.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
