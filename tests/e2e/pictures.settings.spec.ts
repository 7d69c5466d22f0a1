// The home pictures and the share image in the back office (docs/product.md#business-settings): the manager uploads a
// hero picture on the Settings page (a description in both languages is required), a share image and a door's photo;
// after a build (`astro build` from the e2e database, as Netlify's) the home page's hero is that picture through the
// Image CDN, still the page's eager, high-priority picture; og:image is the CDN's 1200 × 630 crop of the share image;
// the door's card offers its widths; the door's gallery (three photos, a focal point, one photo of a finish) shows on
// its page in that order, each over its blurred placeholder, the finish's photo first when the address names it; a
// story video set, the hero's "Watch Our Story" plays it; a customer's review of
// the door shows on its page (and in its Product data) and on the home page; the smoked oak finish given a swatch
// picture shows it on the door page and in the configurator, which prices that finish as the server does and shows
// that finish's photo at its top (the main one in another finish); a question
// added to the FAQ is on both languages' FAQ pages and in their FAQPage data. The CDN answers those addresses. Runs in
// the 'settings' project (alone, last); it restores what it changed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CARD_SIZES } from '../../src/lib/images.ts';
import { buildSite, builtPage, e2eDatabaseUrl, serveBuilt } from './build-site.ts';
import { expect, expectAccessible, query, signIn, test, waitForHydration } from './fixtures.ts';

const csrf = { 'x-requested-with': 'fetch' };

/** A real JPEG photo of the given size. */
const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2b1d12"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

/** An attribute of the first tag that matches `tag` (with `&amp;` read back as `&`). */
const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');

test('uploaded pictures reach the built pages: the hero, the share picture and a door’s gallery', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const folder = await mkdtemp(join(tmpdir(), 'doors-e2e-pictures-'));
  const heroFile = join(folder, 'hero.jpg');
  const shareFile = join(folder, 'share.jpg');
  await writeFile(heroFile, await photo(2400, 1600, '#c9a36b'));
  await writeFile(shareFile, await photo(1600, 1200, '#6b8cc9'));

  await signIn(page);
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const hero = page.getByTestId('picture-hero');
  await expect(hero.getByText('The built-in picture is shown.')).toBeVisible();
  await hero.getByLabel('Upload home page hero picture').setInputFiles(heroFile);
  await expect(page.getByText('Image uploaded').first()).toBeVisible();
  await page.getByTestId('picture-share').getByLabel('Upload share picture').setInputFiles(shareFile);
  await expect(
    page.getByTestId('picture-share').getByRole('button', { name: /Use the built-in picture/ }),
  ).toBeVisible();

  // The default build has no story video, so no "Watch Our Story" to press.
  expect(await page.request.get('/').then((r) => r.text())).not.toContain('data-story-play');
  // A story video must be a YouTube or Vimeo link.
  const video = page.getByLabel('Story video (home page)');
  await video.fill('https://example.com/watch?v=dQw4w9WgXcQ');

  // Without its descriptions the hero is refused, under the fields that need them.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Some fields need fixing');
  const altEn = page.getByLabel('Home page hero picture: description (English)');
  const altUk = page.getByLabel('Home page hero picture: description (Ukrainian)');
  await expect(altEn).toHaveAttribute('aria-invalid', 'true');
  await expect(altUk).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await expect(page.getByText('Paste a YouTube or Vimeo link, or leave it blank')).toBeVisible();
  await video.fill('https://youtu.be/dQw4w9WgXcQ');
  await altEn.fill('Our showroom in the morning light');
  await altUk.fill('Наш шоурум у ранковому світлі');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expectAccessible(page);

  const [row] = await query<{ document: { pictures: { hero: { url: string }; share: { url: string } } } }>(
    'SELECT document FROM site_settings',
  );
  const heroUrl = row?.document.pictures.hero.url ?? '';
  const shareUrl = row?.document.pictures.share.url ?? '';
  expect(heroUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
  expect(shareUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

  // A door with an uploaded photo, for the card.
  const uploaded = await page.request.post('/api/upload?filename=door.jpg', {
    headers: { ...csrf, 'content-type': 'image/jpeg' },
    data: await photo(1200, 1600, '#8a5a2b'),
  });
  expect(uploaded.status()).toBe(201);
  const doorPhoto = ((await uploaded.json()) as { url: string }).url;
  const collections = (await (await page.request.get('/api/collections?categorySlug=interior')).json()) as {
    id: string;
    slug: string;
  }[];
  const suffix = Date.now().toString(36);
  const created = await page.request.post('/api/products', {
    headers: csrf,
    data: {
      nameEn: `Lumen ${suffix}`,
      basePriceCents: 48_000,
      categorySlug: 'interior',
      collectionId: collections.find((c) => c.slug === 'modern')?.id,
      imageUrl: doorPhoto,
    },
  });
  expect(created.status()).toBe(201);
  const door = (await created.json()) as { id: string; slug: string };

  // Its gallery, in the back office as the manager makes it: two more photos, the main one's focal point set by a
  // click on the photo, the third one of the smoked oak finish.
  const detailFile = join(folder, 'detail.jpg');
  const smokedFile = join(folder, 'smoked.jpg');
  await writeFile(detailFile, await photo(1200, 1600, '#b0834f'));
  await writeFile(smokedFile, await photo(1200, 1600, '#5b4636'));
  await page.goto('/admin/interior-doors/modern');
  await waitForHydration(page);
  await page
    .getByTestId('admin-doors')
    .locator('li', { hasText: `Lumen ${suffix}` })
    .getByRole('button', { name: `Edit Lumen ${suffix}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit door' });
  const newPhoto = dialog.getByLabel('Upload new photo');
  await newPhoto.setInputFiles(detailFile);
  await expect(dialog.getByRole('button', { name: /^Focal point of Photo 2:/ })).toBeVisible();
  await newPhoto.setInputFiles(smokedFile);
  await expect(dialog.getByRole('button', { name: /^Focal point of Photo 3:/ })).toBeVisible();
  const mainFocus = dialog.getByRole('button', { name: /^Focal point of Main photo:/ });
  await expect(mainFocus).toHaveAccessibleName('Focal point of Main photo: 50% across, 50% down');
  const box = await mainFocus.boundingBox();
  if (!box) throw new Error('the main photo is not shown');
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
  await expect(mainFocus).toHaveAccessibleName(/^Focal point of Main photo: 2[4-6]% across, (29|30|31)% down$/);
  const finishes = dialog.getByRole('combobox', { name: 'Finish shown' });
  await expect(finishes).toHaveCount(3);
  await finishes.nth(2).selectOption({ label: 'Smoked oak' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const [stored] = await query<{ photo_urls: string[]; photo_details: Record<string, unknown> }>(
    'SELECT photo_urls, photo_details FROM products WHERE id = $1',
    [door.id],
  );
  const [detailPhoto = '', smokedPhoto = ''] = stored?.photo_urls ?? [];
  expect(stored?.photo_details).toEqual({
    [doorPhoto]: { focus: { x: expect.any(Number), y: expect.any(Number) } },
    [smokedPhoto]: { finish: 'smoked-oak' },
  });

  // A customer's review of that door, in the words and language they wrote it in.
  const reviewed = await page.request.post('/api/admin/reviews', {
    headers: csrf,
    data: {
      author: 'Марта',
      city: 'Київ',
      body: `Лумен ${suffix}: тихо зачиняються.`,
      lang: 'uk',
      rating: 4,
      reviewedOn: '2026-10-01',
      productId: door.id,
      photoUrls: [doorPhoto],
    },
  });
  expect(reviewed.status()).toBe(201);
  const review = (await reviewed.json()) as { id: string };

  // The smoked oak finish gets a picture of its veneer for its swatch (the option editor's "Look and doors", as the
  // option editor's spec does it by hand); its colour, surface, family and doors stay.
  const veneer = await page.request.post('/api/upload?filename=veneer.jpg', {
    headers: { ...csrf, 'content-type': 'image/jpeg' },
    data: await photo(400, 400, '#5b4636'),
  });
  const veneerPhoto = ((await veneer.json()) as { url: string }).url;
  const options = (await (await page.request.get('/api/admin/schema/interior')).json()) as {
    version: number;
    schema: { groups: { id: string; controls: { id: string; options?: Record<string, unknown>[] }[] }[] };
  };
  const finishGroup = options.schema.groups.find((g) => g.controls.some((c) => c.id === 'finish'));
  const smoked = finishGroup?.controls.find((c) => c.id === 'finish')?.options?.find((o) => o.id === 'smoked-oak');
  const looked = await page.request.post('/api/admin/schema/interior/merge', {
    headers: csrf,
    data: {
      version: options.version,
      actions: [
        {
          type: 'setOptionLook',
          groupId: finishGroup?.id,
          controlId: 'finish',
          optionId: 'smoked-oak',
          swatch: smoked?.swatch ?? null,
          family: smoked?.family ?? null,
          doors: smoked?.doors ?? null,
          picture: veneerPhoto,
        },
      ],
    },
  });
  expect(looked.status()).toBe(200);

  // A question for the FAQ, in both languages.
  const guide = (await (await page.request.get('/api/admin/guide')).json()) as {
    version: number;
    settings: { faq: { question: { en: string; uk: string }; answer: { en: string; uk: string } }[] };
  };
  const question = {
    question: { en: `Can Lumen ${suffix} be made 2.4 m tall?`, uk: `Чи можна Лумен ${suffix} заввишки 2,4 м?` },
    answer: { en: 'Yes, **up to 3 m**, in every finish.', uk: 'Так, **до 3 м**, у кожному оздобленні.' },
  };
  const answered = await page.request.put('/api/admin/guide', {
    headers: csrf,
    data: { version: guide.version, settings: { ...guide.settings, faq: [...guide.settings.faq, question] } },
  });
  expect(answered.status()).toBe(200);

  const outDir = await mkdtemp(join(tmpdir(), 'doors-e2e-build-'));
  try {
    await buildSite(outDir, await e2eDatabaseUrl(), baseURL ?? '');

    for (const [path, alt] of [
      ['', 'Our showroom in the morning light'],
      ['uk', 'Наш шоурум у ранковому світлі'],
    ] as const) {
      const html = await builtPage(outDir, path);
      const tag = html.match(/<img[^>]*data-testid="hero-picture"[^>]*>/)?.[0] ?? '';
      expect(tag, path).not.toBe('');
      const cdn = `/.netlify/images?url=${encodeURIComponent(heroUrl)}`;
      expect(attribute(tag, 'src')).toBe(`${cdn}&w=1280`);
      expect(attribute(tag, 'srcset')).toContain(`${cdn}&w=2400 2400w`);
      expect(attribute(tag, 'sizes')).toBe('100vw');
      expect(attribute(tag, 'alt')).toBe(alt);
      expect(attribute(tag, 'fetchpriority')).toBe('high');
      expect(attribute(tag, 'loading')).toBe('eager');
      expect(Number(attribute(tag, 'width'))).toBeGreaterThan(0);
      expect(Number(attribute(tag, 'height'))).toBeGreaterThan(0);
      // The share image: the CDN's absolute 1200 × 630 crop, its size stated.
      const og = `${new URL(`/.netlify/images?url=${encodeURIComponent(shareUrl)}&w=1200&h=630&fit=cover`, baseURL)}`;
      expect(html).toContain(`<meta property="og:image" content="${og.replaceAll('&', '&amp;')}">`);
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      expect(html).toContain('<meta property="og:image:height" content="630">');
      // "Watch Our Story" frames YouTube's privacy-friendly player, and only when pressed.
      expect(html).toContain('data-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=0"');
      expect(html).not.toContain('<iframe');
    }

    const listing = await builtPage(outDir, 'interior-doors/modern');
    expect(listing).toContain(`Lumen ${suffix}`);
    const photoParam = encodeURIComponent(doorPhoto).replaceAll('.', '\\.');
    const cardImg = listing.match(new RegExp(`<img[^>]*url=${photoParam}[^>]*>`))?.[0] ?? '';
    expect(attribute(cardImg, 'srcset')).toContain(`/.netlify/images?url=${encodeURIComponent(doorPhoto)}&w=320 320w`);
    expect(attribute(cardImg, 'sizes')).toBe(CARD_SIZES);
    const doorPage = await builtPage(outDir, `interior-doors/modern/${door.slug}`);
    expect(doorPage).toContain(`srcset="/.netlify/images?url=${encodeURIComponent(doorPhoto)}&amp;w=320 320w`);
    // The review on its door's page and on the home page; the door's Product data names it, with its rating.
    expect(doorPage).toContain(`<blockquote lang="uk"`);
    expect(doorPage).toContain(`Лумен ${suffix}: тихо зачиняються.`);
    const product = [...doorPage.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '{}') as { '@type'?: string; review?: unknown[]; aggregateRating?: unknown })
      .find((data) => data['@type'] === 'Product');
    expect(product?.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Марта' },
        datePublished: '2026-10-01',
        reviewBody: `Лумен ${suffix}: тихо зачиняються.`,
        inLanguage: 'uk',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    // The customer's photo: a small picture through the Image CDN, opening the photo itself.
    const reviewPhoto = doorPage.match(/<img[^>]*alt="Photo 1 from Марта"[^>]*>/)?.[0] ?? '';
    expect(attribute(reviewPhoto, 'srcset')).toContain(
      `/.netlify/images?url=${encodeURIComponent(doorPhoto)}&w=160 160w`,
    );
    expect(doorPage).toContain(`<a href="${doorPhoto}"`);
    const home = await builtPage(outDir, 'uk');
    expect(home).toContain('Що кажуть наші клієнти');
    expect(home).toContain(`Лумен ${suffix}: тихо зачиняються.`);
    // The finish's dot on the door page shows its veneer's picture.
    expect(doorPage).toContain(
      `--swatch-picture:url(/.netlify/images?url=${encodeURIComponent(veneerPhoto)}&amp;w=96)`,
    );
    // The new question on both FAQ pages, and in their FAQPage data with its answer as the page shows it.
    for (const [path, lang, answer] of [
      ['faq', 'en', 'Yes, up to 3 m, in every finish.'],
      ['uk/faq', 'uk', 'Так, до 3 м, у кожному оздобленні.'],
    ] as const) {
      const faq = await builtPage(outDir, path);
      expect(faq, path).toContain(`<strong>${lang === 'en' ? 'up to 3 m' : 'до 3 м'}</strong>`);
      const data = [...faq.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1] ?? '{}') as { '@type'?: string; mainEntity?: unknown[] })
        .find((entry) => entry['@type'] === 'FAQPage');
      expect(data?.mainEntity?.at(-1)).toEqual({
        '@type': 'Question',
        name: question.question[lang],
        acceptedAnswer: { '@type': 'Answer', text: answer },
      });
    }

    // The door's page: its three photos in the manager's order, each over its blurred placeholder, the main one
    // cropped around its focal point; opened with the smoked oak in its address, that finish's photo comes first,
    // named, and Configure opens the configurator in it.
    await serveBuilt(page, outDir, baseURL ?? '');
    await page.goto(`/interior-doors/modern/${door.slug}/`);
    const gallery = page.getByRole('region', { name: `Photos of Lumen ${suffix}` }).getByRole('img');
    const shown = () =>
      gallery.evaluateAll((images) =>
        images.map((img) => ({
          src: new URL(img.getAttribute('src') ?? '', location.href).searchParams.get('url'),
          alt: img.getAttribute('alt'),
          position: getComputedStyle(img).objectPosition,
          placeholder: getComputedStyle(img).backgroundImage.startsWith('url("data:image/webp,'),
        })),
      );
    const focus = stored?.photo_details[doorPhoto] as { focus: { x: number; y: number } };
    expect(await shown()).toEqual([
      {
        src: doorPhoto,
        alt: `Lumen ${suffix}, photo 1 of 3`,
        position: `${focus.focus.x}% ${focus.focus.y}%`,
        placeholder: true,
      },
      { src: detailPhoto, alt: `Lumen ${suffix}, photo 2 of 3`, position: '50% 50%', placeholder: true },
      { src: smokedPhoto, alt: `Lumen ${suffix}, photo 3 of 3`, position: '50% 50%', placeholder: true },
    ]);
    await page.getByRole('link', { name: 'Smoked oak' }).click();
    await expect(page).toHaveURL(/\?finish=smoked-oak$/);
    expect((await shown()).map(({ src, alt }) => [src, alt])).toEqual([
      [smokedPhoto, `Lumen ${suffix}, photo 1 of 3`],
      [doorPhoto, `Lumen ${suffix}, photo 2 of 3`],
      [detailPhoto, `Lumen ${suffix}, photo 3 of 3`],
    ]);
    await expect(gallery.first()).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('region', { name: `Photos of Lumen ${suffix}` })).toContainText('Smoked oak');
    await expect(page.getByRole('link', { name: 'Show photo 1 of 3' })).toHaveAttribute('href', '#door-photo-3');
    await expectAccessible(page);
    const configure = page.getByRole('link', { name: `Configure Lumen ${suffix}` });
    await expect(configure).toHaveAttribute('href', `/customizer?slug=${door.slug}&finish=smoked-oak`);
    await page.unrouteAll();
    await configure.click();
    await expect(
      page.getByRole('group', { name: 'Colour and veneer' }).getByRole('radio', { name: 'Smoked oak' }),
    ).toBeChecked();
    await expect(page.getByTestId('door-leaf')).toHaveAttribute('fill', '#5b4636');
    // Its swatch is the veneer's picture; the total is what the server prices for that door in that finish.
    const smokedSwatch = page.locator('label').filter({ has: page.getByRole('radio', { name: 'Smoked oak' }) });
    await expect(smokedSwatch.locator('.swatch')).toHaveCSS(
      'background-image',
      `url("${new URL(`/.netlify/images?url=${encodeURIComponent(veneerPhoto)}&w=96`, page.url())}")`,
    );
    await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
    const serverPriced = await page.request.post('/api/price', {
      data: { productSlug: door.slug, selections: { finish: 'smoked-oak' } },
    });
    const { totalPriceCents } = (await serverPriced.json()) as { totalPriceCents: number };
    expect(Number((await page.getByTestId('price-total').textContent())?.replace(/\D/g, ''))).toBe(
      totalPriceCents / 100,
    );
    // The configurator's photo is that finish's; in a finish without a photo of its own, the door's main photo.
    const headerPhoto = () =>
      page
        .getByTestId('product-photo')
        .evaluate((img) => new URL(img.getAttribute('src') ?? '', location.href).searchParams.get('url'));
    await expect.poll(headerPhoto).toBe(smokedPhoto);
    const white = page.getByRole('radio', { name: 'White', exact: true });
    await page.locator('label').filter({ has: white }).click();
    await expect(white).toBeChecked();
    await expect.poll(headerPhoto).toBe(doorPhoto);

    // Pressed, "Watch Our Story" frames the player in a dialog (the page loaded none before); closed, the player
    // goes and the focus is back on the button. (No internet here: the player's address answers a stand-in page.)
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>player</p>', contentType: 'text/html' }),
    );
    await serveBuilt(page, outDir, baseURL ?? '');
    await page.goto('/');
    await expect(page.locator('iframe')).toHaveCount(0);
    const play = page.getByRole('button', { name: 'Watch Our Story' });
    await play.click();
    const player = page.getByRole('dialog', { name: 'Our story' });
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    await expectAccessible(page);
    await player.getByRole('button', { name: 'Close the video' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();
    await page.unrouteAll();

    // What those addresses give a browser: the hero at 1280 px as AVIF, the share crop at 1200 × 630.
    const heroAt = await page.request.get(`/.netlify/images?url=${encodeURIComponent(heroUrl)}&w=1280`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(heroAt.headers()['content-type']).toBe('image/avif');
    expect((await sharp(await heroAt.body()).metadata()).width).toBe(1280);
    const og = new URL(attributeOf(await builtPage(outDir, ''), 'og:image'));
    const shareAt = await page.request.get(`${og.pathname}${og.search}`);
    const shared = await sharp(await shareAt.body()).metadata();
    expect([shared.width, shared.height]).toEqual([1200, 630]);
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
    await page.request.delete(`/api/admin/reviews/${review.id}`, { headers: csrf });
    await page.request.delete(`/api/products/${door.id}`, { headers: csrf });
    await query('DELETE FROM site_settings');
    const now = (await (await page.request.get('/api/admin/guide')).json()) as { version: number };
    await page.request.put('/api/admin/guide', {
      headers: csrf,
      data: { version: now.version, settings: guide.settings },
    });
    const current = (await (await page.request.get('/api/admin/schema/interior')).json()) as { version: number };
    await page.request.post('/api/admin/schema/interior/history/restore', {
      headers: csrf,
      data: { version: current.version, restore: options.version },
    });
  }
});

/** A meta property's content in a built page. */
const attributeOf = (html: string, property: string) =>
  (html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? '').replaceAll('&amp;', '&');
