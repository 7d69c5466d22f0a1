// The generated row types (src/server/db-types.ts) against the features' own types: each narrow type the codegen
// config writes inline (.kysely-codegenrc.json's overrides, since src/server imports nothing from src/features) must
// equal its feature's type, and the stored snapshots' schemas the pricing interfaces. `npm run check` (tsc) fails on a
// difference: expectTypeOf's assertions are types, checked wherever this file compiles; vitest runs the rest.
import { readFile } from 'node:fs/promises';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { EnquiryType } from '../../src/features/enquiries/schema.ts';
import type { RateView } from '../../src/features/fx/schema.ts';
import type { InboxKind, InboxTable } from '../../src/features/inbox/data.server.ts';
import type {
  ActivityEntry,
  QuoteSummary,
  RequestStatus,
  StoredBreakdown,
  StoredSelections,
} from '../../src/features/inbox/schema.ts';
import type { OutboxKind } from '../../src/features/notifications/messages.server.ts';
import type { ChannelName } from '../../src/features/notifications/schema.ts';
import type { BreakdownLine, ResolvedSelection } from '../../src/features/pricing/pricing.ts';
import type { DoorType } from '../../src/features/pricing/schema.ts';
import type {
  ExchangeRates,
  Inquiries,
  NotificationHealth,
  NotificationOutbox,
  Products,
  Quotes,
  RequestActivity,
  RequestDeletions,
} from '../../src/server/db-types.ts';

type RequestKind = InboxKind<InboxTable, unknown, unknown, string>['requestKind'];

describe('the row types the codegen config narrows', () => {
  it('are the features’ types', () => {
    expectTypeOf<Selectable<Quotes>['status']>().toEqualTypeOf<RequestStatus>();
    expectTypeOf<Selectable<Inquiries>['status']>().toEqualTypeOf<RequestStatus>();
    expectTypeOf<Selectable<RequestActivity>['status']>().toEqualTypeOf<RequestStatus | null>();
    expectTypeOf<Selectable<Inquiries>['type']>().toEqualTypeOf<EnquiryType>();
    expectTypeOf<Selectable<Products>['door_type']>().toEqualTypeOf<DoorType | null>();
    expectTypeOf<Selectable<Quotes>['currency']>().toEqualTypeOf<QuoteSummary['currency']>();
    expectTypeOf<Selectable<RequestActivity>['kind']>().toEqualTypeOf<ActivityEntry['kind']>();
    expectTypeOf<Selectable<RequestActivity>['request_kind']>().toEqualTypeOf<RequestKind>();
    expectTypeOf<Selectable<RequestDeletions>['request_kind']>().toEqualTypeOf<RequestKind>();
    expectTypeOf<Selectable<NotificationOutbox>['kind']>().toEqualTypeOf<OutboxKind>();
    expectTypeOf<Selectable<NotificationHealth>['channel']>().toEqualTypeOf<ChannelName>();
    expectTypeOf<Selectable<ExchangeRates>['source']>().toEqualTypeOf<RateView['source']>();
  });

  it('read jsonb lists as lists and write them as JSON text (pg and Neon refuse a JS array for jsonb)', () => {
    expectTypeOf<Selectable<Products>['photo_urls']>().toEqualTypeOf<string[]>();
    expectTypeOf<Insertable<Products>['photo_urls']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Updateable<Products>['photo_urls']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Insertable<Quotes>['breakdown']>().toEqualTypeOf<string>();
    // A generated column is never written.
    expectTypeOf<Insertable<Quotes>>().not.toHaveProperty('search_text');
    expectTypeOf<Updateable<RequestActivity>>().not.toHaveProperty('id');
  });

  it('match the schemas a stored snapshot is read with', () => {
    expectTypeOf<z.infer<typeof StoredSelections>>().toEqualTypeOf<ResolvedSelection[]>();
    expectTypeOf<z.infer<typeof StoredBreakdown>>().toEqualTypeOf<BreakdownLine[]>();
  });
});

describe('the generated file', () => {
  it('imports Kysely alone (src/server/ never imports src/features/)', async () => {
    const source = await readFile(new URL('../../src/server/db-types.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imports).toEqual(['kysely']);
  });
});
