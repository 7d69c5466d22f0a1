import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  headersFor,
  pageCsp,
  parseHeadersFile,
  siteHeaderRules,
  withSecurityHeaders,
} from './security-headers.ts';

describe('the page policy', () => {
  it('lists each hash once and allows no inline script otherwise', () => {
    const csp = pageCsp(['sha256-b', 'sha256-a', 'sha256-b']);
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('the _headers file', () => {
  it('reads back what it writes, and later rules add to earlier ones', () => {
    const rules = siteHeaderRules(['sha256-a']);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
    const asset = headersFor(rules, '/_astro/app.js');
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['x-content-type-options']).toBe('nosniff');
    expect(headersFor(rules, '/')['cache-control']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('get the headers they lack and keep the ones they set', () => {
    const response = withSecurityHeaders(
      new Response('x', { headers: { 'content-security-policy': "default-src 'none'; sandbox" } }),
    );
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
