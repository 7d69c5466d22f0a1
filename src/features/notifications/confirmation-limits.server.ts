// Whether a customer's confirmation may go (decision 018): anyone may type any address into a quote request,
// so the shop's mail server must not become a way to mail strangers. A mailbox is sent at most 3 a day, and one
// client has at most 5 sent a day, both counted atomically before the confirmation is queued. Past either, the request
// is stored as ever and only its confirmation is left out.
import { createHash } from 'node:crypto';
import type { Db } from '../../server/db.ts';
import { countHit, limits } from '../../server/rate-limit.ts';

/**
 * One key per mailbox, however the address is written: lower case, a `+tag` dropped (Gmail, Outlook, iCloud,
 * Fastmail and Proton deliver `name+tag@` to `name@`), and Gmail's dots, which it ignores. Hashed, so the limits
 * table keeps no address in the clear. Two addresses that only look alike share an allowance: the safe side.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = (address.slice(0, at).trim().toLowerCase().split('+')[0] ?? '').trim();
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return createHash('sha256').update(`${local}@${domain}`).digest('base64url');
}

/** Why a confirmation is left out: the client's allowance or the mailbox's is spent for today. */
export type ConfirmationRefusal = 'client' | 'mailbox';

/**
 * Counts a confirmation to `to` asked for by the client `sender` (its `limitKey`) in the request's transaction, and
 * says why it may not go, or null when it may. The client is counted first: a client past its allowance never uses
 * up a stranger's mailbox allowance.
 */
export async function confirmationRefusal(tx: Db, to: string, sender: string): Promise<ConfirmationRefusal | null> {
  if (!(await countHit(tx, limits.confirmationFrom, sender))) return 'client';
  if (!(await countHit(tx, limits.confirmationTo, mailboxKey(to)))) return 'mailbox';
  return null;
}
