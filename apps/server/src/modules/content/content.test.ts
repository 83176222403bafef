import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, multipart, pdf, SAME_ORIGIN } from '../../../test/content-fixtures';
import { amsterdamDate } from '@gh/domain';
import { TEST_NOW } from '../../../test/clock';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // The form limits have tests of their own (content-limits.test.ts); here every request is let in.
  // The seeded news and offers are dated around the tests' day: read them on that day.
  t = await createTestApp({ env: { FORM_LIMIT_PER_ADDRESS: '1000' }, deps: { now: () => TEST_NOW } });
});
afterAll(() => t.close());

describe('content API', () => {
  it('lists news newest first and serves each article on its own', async () => {
    const res = await t.app.inject({ url: '/api/news' });
    expect(res.statusCode).toBe(200);
    const { articles } = res.json();
    expect(articles.length).toBeGreaterThanOrEqual(5);
    const dates = articles.map((a: { publishedAt: string }) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = await t.app.inject({ url: `/api/news/${articles[0].slug}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().article.body.length).toBeGreaterThan(100);
    const missing = await t.app.inject({ url: '/api/news/bestaat-niet' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/bestaat niet/);
  });

  it('lists only current offers', async () => {
    const res = await t.app.inject({ url: '/api/offers' });
    expect(res.statusCode).toBe(200);
    const { offers } = res.json();
    expect(offers.length).toBeGreaterThanOrEqual(4);
    const today = amsterdamDate(TEST_NOW);
    for (const offer of offers) {
      expect(offer.validFrom <= today).toBe(true);
      expect(offer.validUntil >= today).toBe(true);
    }
    expect(offers.map((o: { title: string }) => o.title)).not.toContain('Zomerse ijsthee');
  });

  it('links an offer only to menu products that exist (issue 17 item 5)', async () => {
    const { offers } = (await t.app.inject({ url: '/api/offers' })).json();
    const links = offers.flatMap((o: { products: { location: string; id: string }[] }) => o.products);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const menu = (await t.app.inject({ url: `/api/menu/${link.location}` })).json();
      const ids = menu.categories.flatMap((c: { products: { id: string }[] }) => c.products.map((p) => p.id));
      expect(ids).toContain(link.id);
    }
    // "Kipwrap" is not on the Amsterdam menu: the offer links to no product.
    const student = offers.find((o: { title: string }) => o.title === 'Studentenmenu Amsterdam');
    expect(student.products).toEqual([]);
    const family = offers.find((o: { title: string }) => o.title === 'Familiedeal');
    expect(family.products.map((p: { location: string }) => p.location).sort()).toEqual([
      'amsterdam',
      'rotterdam',
    ]);
  });

  it('names an offer’s products in the page’s language (issue 20)', async () => {
    type Answer = { offers: { title: string; products: { name: string }[] }[] };
    const named = async (url: string, title: string) =>
      ((await t.app.inject({ url })).json() as Answer).offers
        .find((o) => o.title === title)!
        .products.map((p) => p.name);
    expect(await named('/api/offers', 'Familiedeal')).toEqual([
      'Hele kip van het spit',
      'Hele kip van het spit',
    ]);
    expect(await named('/api/offers?lang=en', 'Family deal')).toEqual([
      'Whole spit-roast chicken',
      'Whole spit-roast chicken',
    ]);
  });

  it('lists reviews with an average per location', async () => {
    const res = await t.app.inject({ url: '/api/reviews' });
    const body = res.json();
    expect(body.reviews.length).toBeGreaterThanOrEqual(12);
    expect(body.averages.map((a: { location: string }) => a.location)).toEqual(['amsterdam', 'rotterdam']);
    for (const a of body.averages) {
      expect(a.average).toBeGreaterThanOrEqual(1);
      expect(a.average).toBeLessThanOrEqual(5);
      expect(a.count).toBeGreaterThan(0);
    }
  });

  it('lists vacancies, gallery images and popular products', async () => {
    expect((await t.app.inject({ url: '/api/vacancies' })).json().vacancies.length).toBeGreaterThanOrEqual(3);
    const images = (await t.app.inject({ url: '/api/gallery' })).json().images;
    expect(images.length).toBeGreaterThanOrEqual(8);
    expect(images[0].alt).toBeTruthy();
    const products = (await t.app.inject({ url: '/api/popular' })).json().products;
    expect(products.length).toBeGreaterThan(0);
    expect(typeof products[0].priceFrom).toBe('number');
  });

  it('serves a sitemap with every public page', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    for (const route of [
      '/locaties',
      '/Privacyandvoorwaarden',
      '/toegankelijkheid',
      '/menu/amsterdam',
      '/nieuws/',
    ]) {
      expect(res.body).toContain(route);
    }
  });

  it('serves an English sitemap, each page with its Dutch twin, and robots.txt names both (issue 20)', async () => {
    const res = await t.app.inject({ url: '/en/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const doc = res.body;
    const locs = [...doc.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/en', '/en/locaties', '/en/menu/amsterdam']));
    expect(locs.some((path) => path.startsWith('/en/nieuws/'))).toBe(true);
    for (const path of locs) expect(path === '/en' || path.startsWith('/en/'), path).toBe(true);
    expect(doc).toMatch(
      /<loc>[^<]*\/en\/over-ons<\/loc><xhtml:link rel="alternate" hreflang="nl" href="[^"]*\/over-ons"\/><xhtml:link rel="alternate" hreflang="en" href="[^"]*\/en\/over-ons"\/><xhtml:link rel="alternate" hreflang="x-default" href="[^"]*\/over-ons"\/>/,
    );
    // The Dutch sitemap names the English twins too, and keeps only Dutch pages as its own.
    const dutch = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(dutch).toMatch(/<loc>[^<]*\/over-ons<\/loc><xhtml:link[^>]*hreflang="nl"/);
    const origin = new URL(doc.match(/<loc>([^<]+)/)![1]!).origin;
    expect(dutch).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/over-ons"/>`);
    expect(
      [...dutch.matchAll(/<loc>([^<]+)<\/loc>/g)].some((m) => new URL(m[1]!).pathname.startsWith('/en')),
    ).toBe(false);
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Sitemap: \S+\/en\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /en/checkout');
  });
});

describe('POST /api/contact', () => {
  it('stores the message and mails it to the chosen location', async () => {
    const before = t.mailer.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: SAME_ORIGIN,
      payload: contact,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Bedankt/);
    await t.app.outbox.drain();
    const mail = t.mailer.sent.at(-1)!;
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(mail.to).toBe('rotterdam@goudenhaan.nl');
    expect(mail.replyTo).toBe(contact.email);
    expect(mail.text).toContain('twaalf personen');
    const rows = await t.database.db.query.contactMessages.findMany();
    expect(rows.some((r) => r.subject === 'Verjaardag' && r.locationSlug === 'rotterdam')).toBe(true);
  });

  it('accepts a filled honeypot silently without storing or sending', async () => {
    const before = t.mailer.sent.length;
    const count = (await t.database.db.query.contactMessages.findMany()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: SAME_ORIGIN,
      payload: { ...contact, subject: 'Spam', website: 'https://spam.example' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(t.mailer.sent.length).toBe(before);
    expect((await t.database.db.query.contactMessages.findMany()).length).toBe(count);
  });

  it.each([
    [{ ...contact, email: 'geen-adres' }, /geldig e-mailadres/],
    [{ ...contact, name: '' }, /naam/],
    [{ ...contact, location: 'utrecht' }, /vestiging/],
    [{ ...contact, message: 'kort' }, /minstens 10 tekens/],
    [{ ...contact, subject: undefined }, /onderwerp/],
  ])('refuses bad input with a clear Dutch 400 (%#)', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: SAME_ORIGIN, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('POST /api/applications', () => {
  const fields = {
    vacancy: 'kok-amsterdam',
    name: 'Jesse Bakker',
    email: 'jesse@example.nl',
    phone: '06 12345678',
    motivation: 'Ik sta al vijf jaar in de keuken en droom van een eigen spit.',
  };

  it('stores the application with its CV and mails it with the CV attached', async () => {
    const body = multipart(fields, [
      { name: 'cv', filename: 'mijn cv.pdf', type: 'application/pdf', data: pdf() },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Bedankt/);
    await t.app.outbox.drain();
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('amsterdam@goudenhaan.nl');
    expect(mail.attachments?.[0]?.filename).toBe('mijn cv.pdf');
    const [row] = (await t.database.db.query.jobApplications.findMany()).filter(
      (r) => r.email === fields.email,
    );
    expect(row?.cvPath).toBeTruthy();
    expect((await readFile(row!.cvPath!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('accepts an application without a CV, sent to every location when no vacancy is chosen', async () => {
    const body = multipart({ ...fields, vacancy: '', email: 'open@example.nl' });
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', ...body });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(t.mailer.sent.at(-1)!.to).toBe('amsterdam@goudenhaan.nl, rotterdam@goudenhaan.nl');
  });

  it('refuses a CV that is not a PDF with 415', async () => {
    const body = multipart(fields, [
      { name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', ...body });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/pdf-bestand/);
  });

  it('refuses a CV that only starts like a PDF, or was cut off, with a Dutch 400', async () => {
    const whole = pdf(4000);
    for (const data of [
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('MZ\x90\x00 not a pdf at all')]),
      whole.subarray(0, whole.length - 100),
    ]) {
      const before = t.mailer.sent.length;
      const body = multipart(fields, [{ name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data }]);
      const res = await t.app.inject({ method: 'POST', url: '/api/applications', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/beschadigd of niet compleet/);
      expect(t.mailer.sent.length).toBe(before);
    }
  });

  it('refuses a CV over 5 MB with 413', async () => {
    const body = multipart(fields, [
      { name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: pdf(5 * 1024 * 1024 + 10) },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/5 MB/);
  });

  it('refuses JSON with 415 and bad fields with a Dutch 400', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: SAME_ORIGIN,
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      ...multipart({ ...fields, email: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/e-mailadres/);
    const vacancy = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      ...multipart({ ...fields, vacancy: 'astronaut' }),
    });
    expect(vacancy.statusCode).toBe(400);
    expect(vacancy.json().message).toMatch(/vacature/);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...SAME_ORIGIN, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('drops a filled honeypot silently', async () => {
    const before = t.mailer.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      ...multipart({ ...fields, website: 'x' }),
    });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(t.mailer.sent.length).toBe(before);
  });
});
