// @vitest-environment jsdom
// An enquiry form once sent: the form gives way to the panel a door quote shows — the request's reference
// to quote on the phone with the shop's number, what happens next — and the focus goes to its heading; "Send another"
// brings back an empty form. No vanishing toast over a cleared form.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EnquiryForm, { type EnquiryFormLabels } from './EnquiryForm.tsx';
import type { EnquiryCreated } from './schema.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const labels: EnquiryFormLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  optional: 'optional',
  send: 'Send message',
  sending: 'Sending...',
  required: 'Please fill in this field.',
  invalidEmail: 'Enter a valid email address.',
  honeypot: 'Leave this field empty',
  sent: {
    title: 'Request received',
    reference: 'Your reference',
    referenceHint: 'Quote it when you call us:',
    businessPhone: { text: '+380 44 123 45 67', href: 'tel:+380441234567' },
    nextTitle: 'What happens next',
    next: 'A manager will contact you within 2–4 hours.',
    another: 'Send another request',
  },
  failureTitle: 'Submission failed',
  failureText: 'Try again later',
  kept: 'Your message is still in the form.',
  unavailable: 'Try again in a minute.',
};

describe('EnquiryForm', () => {
  it('shows the reference and what happens next in place of the form, then an empty form on request', async () => {
    const created: EnquiryCreated = {
      id: 'e',
      type: 'FURNITURE',
      reference: 'F-10007',
      createdAt: '2026-11-27T10:00:00Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/form-token' ? json(200, { token: 't' }) : json(201, created))),
    );
    const { container } = render(<EnquiryForm kind="furniture" labels={labels} lang="en" />);
    await userEvent.type(screen.getByLabelText('Name'), 'Maria');
    await userEvent.type(screen.getByLabelText('Phone'), '+380501112233');
    await userEvent.type(screen.getByLabelText('Message'), 'A wardrobe');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const heading = await screen.findByRole('heading', { name: 'Request received' });
    expect(document.activeElement).toBe(heading);
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('[data-request-reference]')?.textContent).toBe('F-10007');
    expect(container.textContent).toContain('Quote it when you call us: +380 44 123 45 67');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(container.textContent).toContain('A manager will contact you within 2–4 hours.');

    await userEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
