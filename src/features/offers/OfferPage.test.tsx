// @vitest-environment jsdom
// The customer's offer page: the token from the address's fragment, the offer as the PDF prints it, and the two
// answers — Accept refuses a missing name or an unticked box before sending anything, sends the version on screen,
// then shows the order; a newer version is the server's refusal with a way to read it; no link says where links come
// from.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../lib/money.ts';
import { demoSettings } from '../seed/settings.ts';
import OfferPage from './OfferPage.tsx';
import { offerPageLabels } from './page-labels.ts';
import { tenLines } from './testing.ts';
import type { CustomerOffer } from './views.ts';

const TOKEN = 'a'.repeat(43);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function offer(extra: Partial<CustomerOffer> = {}): CustomerOffer {
  return {
    number: 1,
    sentAt: '2026-11-27T10:00:00.000Z',
    replaced: null,
    document: tenLines('en'),
    expired: false,
    order: null,
    ...extra,
  };
}

/** The server: the offer (as `current` says), the form token, and the replies (as `replies` answers them). */
function server(current: () => CustomerOffer, replies: (path: string, body: unknown) => Response) {
  const sent: { path: string; body: unknown; key: string | null }[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/form-token') return json(200, { token: 'signed' });
    if (path === `/api/offers/${TOKEN}`) return json(200, current());
    const body = JSON.parse(String(init?.body));
    sent.push({ path, body, key: new Headers(init?.headers).get('idempotency-key') });
    return replies(path, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const labels = offerPageLabels('en', demoSettings);

beforeEach(() => history.replaceState(null, '', `/offer/#${TOKEN}`));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the offer page', () => {
  it('shows the offer: each line, the total, prepayment and balance, and the PDF link', async () => {
    server(offer, () => json(500, {}));
    render(<OfferPage lang="en" labels={labels} />);
    expect(await screen.findByRole('heading', { name: 'Offer D-10042' })).toBeTruthy();
    const { totals } = tenLines('en');
    const summary = document.querySelector('[data-offer-totals]') as HTMLElement;
    expect(summary.querySelector('[data-offer-total]')?.textContent).toBe(formatMoney(totals.totalCents, 'en'));
    expect(summary.textContent).toContain(formatMoney(totals.prepaymentCents, 'en'));
    expect(summary.textContent).toContain(formatMoney(totals.balanceCents, 'en'));
    expect(document.querySelectorAll('[data-offer-line]')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/offers/${TOKEN}/pdf`);
  });

  it('draws each door in the finish its version froze; one sent before versions kept it, in the door’s own tone', async () => {
    const sent = tenLines('en');
    const [first] = sent.lines;
    if (first?.type !== 'door') throw new Error('a door first');
    const picture = '/uploads/graphite-sample.webp';
    first.look = { ...first.look, finish: { colour: '#43464a', texture: 'gloss', picture } };
    server(
      () => offer({ document: sent }),
      () => json(500, {}),
    );
    render(<OfferPage lang="en" labels={labels} />);
    await screen.findByRole('heading', { name: 'Offer D-10042' });
    const leaves = screen.getAllByTestId('door-leaf').map((leaf) => leaf.getAttribute('fill'));
    expect(leaves).toHaveLength(6);
    expect(leaves[0]).toBe('#43464a');
    expect(leaves.slice(1)).not.toContain('#43464a');
    expect(new Set(leaves.slice(1)).size).toBe(1);
    // Its picture over the leaf, fetched at the small drawing's width.
    const pictures = [...document.querySelectorAll('[data-offer-lines] image')].map((p) => p.getAttribute('href'));
    expect(pictures).toEqual(['/.netlify/images?url=%2Fuploads%2Fgraphite-sample.webp&w=320']);
  });

  it('refuses a missing name and an unticked box before sending; then accepts the version on screen', async () => {
    const user = userEvent.setup();
    let current = offer();
    const sent = server(
      () => current,
      () => {
        current = offer({
          order: {
            number: 'O-10001',
            offerNumber: 1,
            acceptedAt: '2026-11-27T12:00:00.000Z',
            stage: null,
            stages: [],
            totalCents: 0,
            paidCents: 0,
            dueCents: 0,
            balanceCents: 0,
            overdue: false,
            invoices: [],
          },
        });
        return json(201, { orderNumber: 'O-10001' });
      },
    );
    render(<OfferPage lang="en" labels={labels} />);
    const accept = await screen.findByRole('button', { name: 'Accept the offer' });
    await user.click(accept);
    expect(screen.getByText(labels.accept.nameMissing)).toBeTruthy();
    expect(screen.getByText(labels.accept.agreeMissing)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(labels.accept.name), '  Olena Koval ');
    await user.click(screen.getByLabelText(labels.accept.agree));
    await user.click(accept);
    const accepted = await screen.findByText((_, el) => el?.tagName === 'H3' && el.textContent?.startsWith('Accepted'));
    expect(accepted.textContent).toBe('Accepted: order O-10001');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: `/api/offers/${TOKEN}/accept`,
      body: { number: 1, name: 'Olena Koval', agree: true, lang: 'en', formToken: 'signed', website: '' },
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // Accepted: nothing more to answer.
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
  });

  it('a newer version sent meanwhile: the server’s words, what was typed kept, and a way to read it', async () => {
    const user = userEvent.setup();
    let current = offer();
    server(
      () => current,
      () => {
        current = offer({ number: 2, replaced: { number: 1, sentAt: '2026-11-27T10:00:00.000Z' } });
        return json(409, { error: 'The shop has sent a newer version of this offer.', code: 'OFFER_REPLACED' });
      },
    );
    render(<OfferPage lang="en" labels={labels} />);
    await user.type(await screen.findByLabelText(labels.accept.name), 'Olena Koval');
    await user.click(screen.getByLabelText(labels.accept.agree));
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The shop has sent a newer version of this offer.',
    );
    expect((screen.getByLabelText(labels.accept.name) as HTMLInputElement).value).toBe('Olena Koval');
    await user.click(screen.getByRole('button', { name: labels.newer }));
    expect(await screen.findByText(/This is version 2: it replaces version 1/)).toBeTruthy();
  });

  it('without a token in the address, says where the link comes from and asks for nothing', async () => {
    history.replaceState(null, '', '/offer/');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<OfferPage lang="en" labels={labels} />);
    expect(await screen.findByText(labels.noLink)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
