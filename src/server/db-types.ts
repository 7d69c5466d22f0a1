// Row types of migrations/*.sql for Kysely. They stay inside data modules: API types live in each feature's schema.ts.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { EnquiryType } from '../features/enquiries/schema.ts';
import type { RequestStatus } from '../features/inbox/schema.ts';
import type { DoorType } from '../features/pricing/schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: read as parsed JSON, written as a JSON string (pg and Neon reject JS arrays for jsonb). */
type Json<T> = ColumnType<T, string, string>;
/** What a request is, in the tables that point at one (activity, deletions, the notification outbox). */
type RequestKind = 'QUOTE' | 'INQUIRY';

export interface CategoriesTable {
  id: Generated<string>;
  slug: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface CollectionsTable {
  id: Generated<string>;
  category_id: string;
  slug: string;
  name: string;
  name_en: string | null;
  name_uk: string | null;
  image_url: string | null;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<string>;
  category_id: string;
  collection_id: string | null;
  slug: string;
  name: string;
  name_en: string | null;
  name_uk: string | null;
  description: string | null;
  description_uk: string | null;
  image_url: string | null;
  /** The door's further photos, in order (migration 0013): image references as image_url is. */
  photo_urls: ColumnType<string[], string | undefined, string>;
  base_price_cents: number;
  door_type: DoorType | null;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OptionSchemasTable {
  category_id: string;
  schema: Json<unknown>;
  checksum: string;
  updated_at: Timestamp;
}

export interface PricingDocumentsTable {
  category_id: string;
  version: Generated<number>;
  document: Json<unknown>;
  updated_at: Timestamp;
}

/** Every saved version of a category's prices (migrations/0014_pricing_history.sql). */
export interface PricingVersionsTable {
  category_id: string;
  version: number;
  document: Json<unknown>;
  schema: Json<unknown>;
  saved_by: string | null;
  restored_from: number | null;
  saved_at: Timestamp;
}

export interface ExchangeRatesTable {
  id: Generated<string>;
  rate_x10000: number;
  as_of: ColumnType<Date, Date | string, Date | string>;
  source: Generated<'MANUAL'>;
  created_at: CreatedAt;
}

export interface QuotesTable {
  id: Generated<string>;
  product_id: string | null;
  product_slug: string;
  product_name: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  notes: string | null;
  selections: Json<Record<string, unknown>>;
  resolved_selections: Json<unknown[]>;
  breakdown: Json<unknown[]>;
  currency: Generated<'UAH' | 'USD'>;
  base_price_cents: number;
  adjustments_cents: number;
  total_price_cents: number;
  rate_x10000: number;
  pricing_version: number;
  delivered: Generated<boolean>;
  status: Generated<RequestStatus>;
  lost_reason: string | null;
  /** A date: read it as text (to_char), never as a Date (a driver would shift it by the server's time zone). */
  follow_up_on: string | null;
  admin_notes: string | null;
  /** D-10001: what the customer quotes on the phone (migration 0008, from a sequence). */
  reference: Generated<string>;
  /** Doors in all, quantities counted (migration 0020): 1 for a single door. */
  door_count: Generated<number>;
  /** migrations/0019_inbox_search.sql: what the inbox's search looks in, kept by the database. */
  search_text: GeneratedAlways<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A quote's lines (migration 0020): each door as priced and frozen, with its room and quantity. */
export interface QuoteDoorsTable {
  quote_id: string;
  /** 1, 2, … in the order the customer listed them. */
  position: number;
  room: string | null;
  quantity: number;
  product_id: string | null;
  product_slug: string;
  product_name: string;
  category_slug: string | null;
  selections: Json<Record<string, unknown>>;
  resolved_selections: Json<unknown[]>;
  breakdown: Json<unknown[]>;
  base_price_cents: number;
  adjustments_cents: number;
  unit_price_cents: number;
  pricing_version: number;
}

/** A visitor's picture (docs/decisions/024): its bytes in the `visitor-pictures` Blobs store under `id`. */
export interface VisitorPicturesTable {
  id: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  created_at: Generated<Date>;
  quote_id: string | null;
  inquiry_id: string | null;
  /** 1–6 in the order the visitor added them, once attached. */
  position: number | null;
  /** Its request was deleted: swept with its blob at once. */
  released: Generated<boolean>;
}

export interface InquiriesTable {
  id: Generated<string>;
  type: EnquiryType;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  /** migrations/0019_inbox_search.sql: what the inbox's search looks in, kept by the database. */
  search_text: GeneratedAlways<string>;
  delivered: Generated<boolean>;
  status: Generated<RequestStatus>;
  lost_reason: string | null;
  /** A date: read it as text (to_char), never as a Date (a driver would shift it by the server's time zone). */
  follow_up_on: string | null;
  admin_notes: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** migrations/0016_pipeline.sql: one entry per change the manager made to a request. */
export interface RequestActivityTable {
  id: GeneratedAlways<string>;
  request_kind: RequestKind;
  request_id: string;
  kind: 'STATUS' | 'NOTE' | 'FOLLOW_UP';
  status: RequestStatus | null;
  lost_reason: string | null;
  note: string | null;
  follow_up_on: string | null;
  admin_email: string | null;
  created_at: CreatedAt;
}

/** A request deleted on the customer's demand: no personal data. */
export interface RequestDeletionsTable {
  id: GeneratedAlways<string>;
  request_kind: RequestKind;
  reference: string | null;
  received_at: Date | string;
  deleted_by: string | null;
  deleted_at: CreatedAt;
}

/** migrations/0017_notification_health.sql: how each channel has been doing. */
export interface NotificationHealthTable {
  channel: 'email' | 'telegram';
  last_success_at: Date | null;
  last_error_at: Date | null;
  last_error: string | null;
}

export interface PortfolioItemsTable {
  id: Generated<string>;
  name: string;
  name_en: string | null;
  name_uk: string | null;
  cover_url: string;
  album_urls: Json<string[]>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AdminUsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  session_version: Generated<number>;
  last_login_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** migrations/0018_admin_accounts.sql: set while the admin is disabled; who added them in the back office. */
  disabled_at: Date | null;
  created_by: string | null;
}

/** Sign-in attempts per scope ('account-ip', 'account', 'ip'), key and fixed window (the lockout). */
export interface LoginThrottleTable {
  scope: string;
  key: string;
  window_start: Date | string;
  attempts: Generated<number>;
}

/** Installation facts by key: 'seeded_at', 'form_token_key' (migrations/0007_app_state.sql). */
export interface AppStateTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status: number | null;
  /** The answer's JSON text, replayed as it was sent. */
  response: string | null;
  created_at: CreatedAt;
  completed_at: Date | null;
}

export interface NotificationOutboxTable {
  id: Generated<string>;
  kind: 'QUOTE' | 'INQUIRY' | 'QUOTE_CONFIRMATION';
  subject_id: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<'PENDING' | 'SENT' | 'FAILED'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** Channels that have carried it already: 'email', 'telegram'. */
  sent_channels: ColumnType<string[], string | undefined, string>;
}

export interface RateLimitsTable {
  bucket: string;
  subject: string;
  window_start: Date | string;
  hits: Generated<number>;
}

export interface SitePublishingTable {
  id: Generated<boolean>;
  catalogue_changed_at: Date | null;
  build_requested_at: Date | null;
  deployed_at: Date | null;
  /** Part of the site (SitePart) → ISO time of its last change. */
  changed_parts: Generated<Record<string, string>>;
}

/** Price calls per door and UTC day, counted per function instance and flushed in batches (the overview). */
export interface PriceChecksTable {
  day: string;
  product_id: string;
  checks: number;
}

/** The business's details, one row (migrations/0011_site_settings.sql); the document is src/features/settings/schema.ts. */
export interface SiteSettingsTable {
  id: Generated<boolean>;
  version: Generated<number>;
  document: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface Database {
  categories: CategoriesTable;
  collections: CollectionsTable;
  products: ProductsTable;
  option_schemas: OptionSchemasTable;
  pricing_documents: PricingDocumentsTable;
  pricing_versions: PricingVersionsTable;
  exchange_rates: ExchangeRatesTable;
  quotes: QuotesTable;
  quote_doors: QuoteDoorsTable;
  visitor_pictures: VisitorPicturesTable;
  inquiries: InquiriesTable;
  request_activity: RequestActivityTable;
  request_deletions: RequestDeletionsTable;
  portfolio_items: PortfolioItemsTable;
  admin_users: AdminUsersTable;
  login_throttle: LoginThrottleTable;
  idempotency_keys: IdempotencyKeysTable;
  notification_outbox: NotificationOutboxTable;
  notification_health: NotificationHealthTable;
  rate_limits: RateLimitsTable;
  site_publishing: SitePublishingTable;
  price_checks: PriceChecksTable;
  app_state: AppStateTable;
  site_settings: SiteSettingsTable;
  schema_migrations: SchemaMigrationsTable;
}

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}
