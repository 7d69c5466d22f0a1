// Stores an enquiry and the notification to send about it, in the caller's transaction; the database gives it its
// reference (F-10001, G-10001: migrations/0027_request_references.sql).

import type { Lang } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import { attachPictures } from '../uploads/pictures.server.ts';
import type { EnquiryCreated, EnquiryType, FurnitureEnquiry, GeneralEnquiry } from './schema.ts';

export async function createEnquiry(
  tx: Db,
  type: EnquiryType,
  input: GeneralEnquiry | FurnitureEnquiry,
  lang: Lang,
): Promise<EnquiryCreated> {
  const row = await tx
    .insertInto('inquiries')
    .values({
      type,
      lang,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      message: input.message ?? null,
    })
    .returning(['id', 'reference', 'created_at'])
    .executeTakeFirstOrThrow();
  await attachPictures(tx, input.pictures ?? [], { inquiry_id: row.id });
  await queueNotification(tx, 'INQUIRY', row.id, { type, name: input.name });
  return { id: row.id, type, reference: row.reference, createdAt: row.created_at.toISOString() };
}
