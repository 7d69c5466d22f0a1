// The inbox's page-size picker offers what docs/product.md (rules) says, and the API takes every size it offers.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, InquiryListQuery, PAGE_SIZES, QuoteListQuery } from './schema.ts';

describe('the inbox page sizes', () => {
  it('are 10, 20, 50 and 100, 20 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });

  it.each(PAGE_SIZES)('%i is a page size both lists accept', (size) => {
    expect(QuoteListQuery.parse({ pageSize: String(size) }).pageSize).toBe(size);
    expect(InquiryListQuery.parse({ pageSize: String(size), type: 'GENERAL' }).pageSize).toBe(size);
  });

  it('stops at 100', () => {
    expect(QuoteListQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
