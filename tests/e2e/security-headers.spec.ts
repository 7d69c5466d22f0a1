// The security headers reach the browser on built pages (dist/_headers, as Netlify serves it) and on API answers
// (every function through handle()); the pages' CSP allows no inline script but Astro's own, by hash.
import { connect } from 'node:net';
import { expect, test } from './fixtures.ts';

/** One raw HTTP/1.1 exchange: what a browser or fetch would refuse to send (a malformed Host). */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
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
      'content-security-policy': API_CSP,
    });
  }
});

test("the local server's own answers carry them too: 405, an unknown /api/ path, a 500 @desktop", async ({
  request,
  baseURL,
}) => {
  const notAllowed = await request.delete('/api/categories', { headers: { 'x-requested-with': 'fetch' } });
  const notFound = await request.post('/api/no-such-thing', { data: {} });
  expect([notAllowed.status(), notFound.status()]).toEqual([405, 404]);
  expect(await notFound.json()).toEqual({ error: 'Not found' });
  for (const answer of [notAllowed, notFound]) {
    expect(answer.headers()).toMatchObject({ ...common, 'content-security-policy': API_CSP });
  }
  // A Host header no URL can be built from fails inside the server: its 500 still carries the headers.
  const failed = await rawRequest(Number(new URL(baseURL ?? '').port), 'GET /api/categories HTTP/1.1\r\nHost: a b');
  expect(failed).toMatch(/^HTTP\/1\.1 500/);
  expect(failed.toLowerCase()).toContain(`content-security-policy: ${API_CSP}`);
  expect(failed.toLowerCase()).toContain('x-content-type-options: nosniff');
});
