// @vitest-environment jsdom
// The offers' defaults on the Settings page: a new service gets its id from its English name (unique in the list)
// when saved; a stale save says someone else saved, and what was typed stays.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $adminLang } from '../../admin/i18n.ts';
import { demoOfferSettings } from '../../seed/offer-settings.ts';
import { OfferDefaults } from './OfferDefaultsForm.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => $adminLang.set('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the offers’ defaults', () => {
  it('makes a new service’s id from its English name, unique in the list', async () => {
    const user = userEvent.setup();
    const sent: { settings: typeof demoOfferSettings }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) => {
        if (!init?.body) return json(200, { version: 3, settings: demoOfferSettings });
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return json(200, { version: 4, settings: body.settings });
      }),
    );
    render(<OfferDefaults />);
    await user.click(await screen.findByRole('button', { name: 'Add a service' }));
    const added = screen.getByRole('group', { name: `Service ${demoOfferSettings.services.length + 1}` });
    const field = (label: string) => added.querySelector(`input[id$="${label}"]`) as HTMLInputElement;
    await user.type(field('name.en'), 'Delivery');
    await user.type(field('name.uk'), 'Доставка вдруге');
    await user.type(field('unit.en'), 'trip');
    await user.type(field('unit.uk'), 'рейс');
    await user.click(screen.getByRole('button', { name: "Save the offers' defaults" }));
    await screen.findByText("The offers' defaults are saved");
    expect(sent[0]?.settings.services.at(-1)).toMatchObject({ id: 'delivery-2', name: { en: 'Delivery' } });
    expect(sent[0]?.settings.services.slice(0, -1)).toEqual(demoOfferSettings.services);
  });

  it('a stale save: says someone else saved, keeps what was typed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) =>
        init?.body
          ? json(409, { error: 'Someone saved meanwhile', code: 'STALE' })
          : json(200, { version: 1, settings: demoOfferSettings }),
      ),
    );
    render(<OfferDefaults />);
    const prepayment = await screen.findByLabelText('Usual prepayment, %');
    await user.clear(prepayment);
    await user.type(prepayment, '30');
    await user.click(screen.getByRole('button', { name: "Save the offers' defaults" }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Someone saved these meanwhile: reload the page to see their changes.',
    );
    expect((prepayment as HTMLInputElement).value).toBe('30');
  });
});
