// The e-mail every admin gets when an admin is added, disabled or enabled (docs/product.md#admins, decision 018):
// who did what to whom and when, so a change nobody expected is seen at once, by the one it was done to as well. An
// admin's language is not stored, so it is written in English and then in Ukrainian; plain text, to that admin only,
// by e-mail only (the shop's Telegram chat is not an admin's address). The time is the shop's (Kyiv).
import { type Lang, languages, t } from '../../lib/i18n.ts';
import { SHOP_TIME_ZONE } from '../../lib/shop-day.ts';
import type { Message } from './channels.server.ts';

export const ADMIN_ACTIONS = ['ADDED', 'DISABLED', 'ENABLED'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** An outbox row's payload, as queued with the change (src/features/auth/admin-notices.server.ts). */
export interface AdminChangePayload {
  /** The admin this e-mail goes to. */
  to: string;
  action: AdminAction;
  /** Who made the change, and whom it was made to (e-mail addresses). */
  actor: string;
  target: string;
  /** When (ISO 8601). */
  at: string;
}

export const isAdminChange = (payload: unknown): payload is AdminChangePayload => {
  const p = payload as Partial<AdminChangePayload> | null;
  return (
    typeof p?.to === 'string' &&
    ADMIN_ACTIONS.some((action) => action === p.action) &&
    typeof p.actor === 'string' &&
    typeof p.target === 'string' &&
    typeof p.at === 'string' &&
    !Number.isNaN(Date.parse(p.at))
  );
};

const KEYS = {
  ADDED: { subject: 'admin.notice.added.subject', text: 'admin.notice.added' },
  DISABLED: { subject: 'admin.notice.disabled.subject', text: 'admin.notice.disabled' },
  ENABLED: { subject: 'admin.notice.enabled.subject', text: 'admin.notice.enabled' },
} as const;

const when = (at: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'uk' ? 'uk-UA' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(at));

function block(payload: AdminChangePayload, lang: Lang, siteUrl: string | undefined): string[] {
  const { actor, target } = payload;
  return [
    t(lang, KEYS[payload.action].text, { actor, target }),
    t(lang, 'admin.notice.when', { when: when(payload.at, lang) }),
    siteUrl ? t(lang, 'admin.notice.check', { link: `${siteUrl}/admin/admins` }) : t(lang, 'admin.notice.checkHere'),
    // The one disabled cannot sign in to undo it: the command line is the way back (docs/product.md#admins).
    ...(payload.action === 'DISABLED' ? [t(lang, 'admin.notice.lockedOut')] : []),
    t(lang, 'admin.notice.why'),
  ];
}

export function adminChangeMessage(payload: AdminChangePayload, siteUrl: string | undefined): Message {
  const { target } = payload;
  return {
    subject: languages.map((lang) => t(lang, KEYS[payload.action].subject, { target })).join(' / '),
    text: languages.map((lang) => block(payload, lang, siteUrl).join('\n')).join('\n\n—\n\n'),
    to: [payload.to],
    channels: ['email'],
  };
}
