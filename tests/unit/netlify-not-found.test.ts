// Netlify's own redirect tooling (@netlify/redirects: Netlify's parser of netlify.toml and public/_redirects, and its
// matching engine netlify-redirector, as `netlify dev` uses them) on the project's real rules: a missing /uk/… page
// gets the Ukrainian 404 page with status 404, and the rule never hides a page that exists (an unforced rule yields to
// a file). docs/product.md#public-routes. The served build is checked the same way by tests/e2e/pages.spec.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { RedirectsHandler } from '@netlify/redirects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFile } from '../../src/local/static-files.ts';

const root = resolve(import.meta.dirname, '../..');
const pages = [
  '404.html',
  'index.html',
  'uk/index.html',
  'uk/404/index.html',
  'uk/interior-doors/classic/index.html',
  'uk/customizer/index.html',
  'admin/interior-doors/collection/index.html',
];

describe("netlify.toml's Ukrainian 404 rule, as Netlify matches it", () => {
  let site = '';
  let handler: RedirectsHandler;

  beforeAll(() => {
    site = mkdtempSync(join(tmpdir(), 'netlify-404-'));
    for (const page of pages) {
      mkdirSync(dirname(join(site, page)), { recursive: true });
      writeFileSync(join(site, page), `<p>${page}</p>`);
    }
    handler = new RedirectsHandler({
      configPath: join(root, 'netlify.toml'),
      configRedirects: [],
      jwtRoleClaim: '',
      jwtSecret: '',
      projectDir: root,
      publicDir: join(root, 'public'),
    });
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  /** What Netlify answers: the rule's status, and the file it serves (the path's own file wins unless forced). */
  async function answer(path: string): Promise<{ status: number; body: string } | undefined> {
    const request = new Request(`http://localhost${path}`);
    const match = await handler.match(request);
    const own = staticFile(site, new URL(request.url).pathname);
    if (!match) return own ? { status: 200, body: readFileSync(own, 'utf8') } : undefined;
    const response = await handler.handle(request, match, async (r) => {
      const file = staticFile(site, new URL(r.url).pathname);
      return file ? async () => new Response(readFileSync(file, 'utf8')) : undefined;
    });
    if (!response) return undefined;
    return { status: own && !match.force ? 200 : match.statusCode, body: await response.text() };
  }

  it('reads the rule from netlify.toml: /uk/* to /uk/404/ with status 404, not forced', async () => {
    const match = await handler.match(new Request('http://localhost/uk/no-such-page'));
    expect(match).toMatchObject({ statusCode: 404, force: false, redirect: false, external: false });
    expect(match?.target.pathname).toBe('/uk/404/');
  });

  it('answers a missing /uk/… page, however deep, with the Ukrainian 404 page and 404', async () => {
    for (const path of ['/uk/no-such-page', '/uk/interior-doors/no-such-collection/', '/uk/a/b/c?x=1']) {
      expect(await answer(path), path).toEqual({ status: 404, body: '<p>uk/404/index.html</p>' });
    }
  });

  it('never hides a Ukrainian page that exists, with or without a query or trailing slash', async () => {
    expect(await answer('/uk/')).toEqual({ status: 200, body: '<p>uk/index.html</p>' });
    expect(await answer('/uk/interior-doors/classic/')).toEqual({
      status: 200,
      body: '<p>uk/interior-doors/classic/index.html</p>',
    });
    expect(await answer('/uk/interior-doors/classic')).toMatchObject({ status: 200 });
    expect(await answer('/uk/customizer?slug=classic-oak')).toEqual({
      status: 200,
      body: '<p>uk/customizer/index.html</p>',
    });
    expect(await answer('/uk/404/')).toEqual({ status: 200, body: '<p>uk/404/index.html</p>' });
  });

  it('leaves other paths to Netlify (the root 404.html) and keeps the admin rewrite of public/_redirects', async () => {
    expect(await handler.match(new Request('http://localhost/no-such-page'))).toBeUndefined();
    expect(await handler.match(new Request('http://localhost/ukraine'))).toBeUndefined();
    expect(await answer('/admin/interior-doors/some-id')).toEqual({
      status: 200,
      body: '<p>admin/interior-doors/collection/index.html</p>',
    });
  });
});
