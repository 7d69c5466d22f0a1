// The security headers reach the browser on built pages (dist/_headers, as Netlify serves it) and on API answers
// (every function through handle()); the pages' CSP allows no inline script but Astro's own, by hash.
import { expect, test } from './fixtures.ts';

const common = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test('pages carry the security headers and a hash-based CSP @desktop', async ({ request }) => {
  for (const path of ['/', '/uk/', '/contact/', '/customizer/?slug=classic-oak', '/admin/login/', '/no-such-page/']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers, path).toMatchObject(common);
    expect(headers['permissions-policy'], path).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(scriptSrc, path).not.toContain('unsafe');
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp, path).toContain(directive);
    }
  }
});

test('API answers carry the security headers, errors too @desktop', async ({ request }) => {
  const answers = [
    await request.get('/api/categories'),
    await request.post('/api/price', { data: { productSlug: 'no-such-door' } }),
    await request.post('/api/quotes', { data: 'not json', headers: { 'content-type': 'text/plain' } }),
    await request.get('/api/admin/stats'),
  ];
  expect(answers.map((a) => a.status())).toEqual([200, 404, 415, 401]);
  for (const answer of answers) {
    expect(answer.headers()).toMatchObject({
      ...common,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    });
  }
});
