// What the manager reads: built from the submission as stored (the outbox row names it), in plain English text (the
// back office's language). Nothing here is markup: Telegram gets it without a parse mode, email as text/plain.
import { formatMoney } from '../../lib/money.ts';
import type { Db } from '../../server/db.ts';
import type { Message } from './channels.server.ts';

export type OutboxKind = 'QUOTE' | 'INQUIRY';

/**
 * `Label: value`; a visitor's multi-line text keeps its lines indented under the label, so none of them can pass for
 * a line of ours (a fake "Phone:" or "Open in the back office:").
 */
const line = (label: string, value: string | null | undefined) =>
  value?.trim() ? `${label}: ${value.replace(/\n/g, '\n    ')}` : undefined;

/** The message for one outbox row; undefined when its submission no longer exists. */
export async function messageFor(
  db: Db,
  kind: OutboxKind,
  subjectId: string,
  siteUrl: string | undefined,
): Promise<Message | undefined> {
  const link = (path: string) => (siteUrl ? [`Open in the back office: ${siteUrl}${path}`] : []);
  if (kind === 'QUOTE') {
    const quote = await db
      .selectFrom('quotes')
      .select([
        'product_name',
        'customer_name',
        'customer_email',
        'customer_phone',
        'total_price_cents',
        'currency',
        'notes',
      ])
      .where('id', '=', subjectId)
      .executeTakeFirst();
    if (!quote) return undefined;
    const lines = [
      line('Product', quote.product_name),
      line('Total', formatMoney(quote.total_price_cents, 'en', quote.currency)),
      line('Customer', quote.customer_name),
      line('Phone', quote.customer_phone),
      line('Email', quote.customer_email),
      line('Notes', quote.notes),
    ];
    return {
      subject: `New door quote: ${quote.product_name} for ${quote.customer_name}`,
      text: [...lines.filter(Boolean), '', ...link('/admin/quotes')].join('\n').trim(),
      replyTo: quote.customer_email ?? undefined,
    };
  }
  const inquiry = await db
    .selectFrom('inquiries')
    .select(['type', 'name', 'email', 'phone', 'message'])
    .where('id', '=', subjectId)
    .executeTakeFirst();
  if (!inquiry) return undefined;
  const furniture = inquiry.type === 'FURNITURE';
  const lines = [
    line('Type', furniture ? 'Furniture request' : 'General enquiry'),
    line('Name', inquiry.name),
    line('Phone', inquiry.phone),
    line('Email', inquiry.email),
    line('Message', inquiry.message),
  ];
  return {
    subject: `New ${furniture ? 'furniture request' : 'enquiry'} from ${inquiry.name}`,
    text: [...lines.filter(Boolean), '', ...link(furniture ? '/admin/furniture-quotes' : '/admin/general-quotes')]
      .join('\n')
      .trim(),
    replyTo: inquiry.email ?? undefined,
  };
}
