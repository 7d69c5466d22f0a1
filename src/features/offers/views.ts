// What the offer's endpoints answer the back office (docs/product.md#offers): types only, shared by the functions and
// the back office's island.
import type { Lang } from '../../lib/i18n.ts';
import type { CustomerOrder } from '../orders/views.ts';
import type { VersionChange } from './changes.ts';
import type { OfferDocument } from './document.ts';
import type { OfferDraft, OfferSettings } from './schema.ts';

export type RequestKind = 'QUOTE' | 'INQUIRY';

/** The request an offer answers, as the back office shows it above the offer. */
export interface OfferRequest {
  kind: RequestKind;
  id: string;
  reference: string;
  lang: Lang;
  customer: { name: string; email: string | null; phone: string | null };
}

/** The document the customer would get if the draft were sent now, or the reasons it cannot be priced, at their lines. */
export type OfferPreview =
  | { document: OfferDocument; errors: null }
  | { document: null; errors: Record<string, string[]> };

export interface SentVersion {
  number: number;
  /** What changed from the version before (null for the first). */
  changes: VersionChange[] | null;
  sentAt: string;
  sentBy: string;
  totalCents: number;
  validUntil: string;
}

export interface OfferOrder {
  number: string;
  offerNumber: number;
  acceptedName: string;
  acceptedAt: string;
}

/** GET /api/admin/offers/{id}: the draft with its version, priced now, and what was sent and accepted. */
export interface OfferView {
  id: string;
  version: number;
  request: OfferRequest;
  draft: OfferDraft;
  /** The draft as the customer would see it if sent now, or the reasons it cannot be priced, at their lines. */
  preview: OfferPreview;
  versions: SentVersion[];
  order: OfferOrder | null;
  /** The customer's link once sent. */
  link: string | null;
}

export interface OfferSettingsView {
  version: number;
  settings: OfferSettings;
}

/** GET /api/offers/{token}: what the customer's page shows. */
export interface CustomerOffer {
  /** The newest sent version's number; `replaced` names the one before it, when there is one. */
  number: number;
  sentAt: string;
  replaced: { number: number; sentAt: string } | null;
  document: OfferDocument;
  /** Past its last day (in Kyiv) and not accepted: it can no longer be accepted. */
  expired: boolean;
  /** Once accepted, the order: its stages, payments and invoices (docs/product.md#orders). */
  order: CustomerOrder | null;
}
