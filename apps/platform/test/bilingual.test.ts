import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { contentCalls, opsCalls, systemCalls, type Language } from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/cli/ops.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/database.js';
import * as t from '../src/db/schema/index.js';
import { pickTranslation } from '../src/http/request-language.js';
import { migrationsFolder } from '../src/paths.js';
import { buildApp } from '../src/app.js';
import { seed } from '../src/seed/index.js';
import { buildTestApp, OPS_TOKEN, valueOf } from './helper.js';

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

const inLanguage = (language?: string) => (language ? { Language: language } : {});
const announcements = async (query = '', language?: string) =>
  valueOf(
    contentCalls.announcements,
    await app.inject({
      method: 'GET',
      url: `/wps/relay/MCSFE_getListAnnouncements${query}`,
      headers: inLanguage(language),
    }),
  );
const ops = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/ops/notices',
    payload,
    headers: { Authorization: OPS_TOKEN },
  });

describe('announcements in the request language', () => {
  it('answer Indonesian by default and English with Language: EN', async () => {
    const id = await announcements();
    const en = await announcements('', 'EN');
    expect(id.banners[0]).toMatchObject({ id: 'DEMO-B-01', title: 'Bonus selamat datang 100%' });
    expect(en.banners[0]).toMatchObject({ id: 'DEMO-B-01', title: 'Welcome bonus 100%' });
    expect(id.popup[0]?.content).toBe(
      '<p>Ribuan permainan, undian lotere setiap menit, dan penarikan cepat. <a href="/lottery">Coba lotere</a>.</p>',
    );
    expect(en.popup[0]?.content).toBe(
      '<p>Thousands of games, a lottery draw every minute and fast withdrawals. <a href="/lottery">Try the lottery</a>.</p>',
    );
    expect(id.promotion.map((p) => p.title)).toContain('Ajak Teman');
    expect(en.promotion.map((p) => p.title)).toContain('Refer a Friend');
    expect(id.headline[2]?.title).toMatch(/^Jangan pernah memberikan kata sandi/);
    expect(en.headline[2]?.title).toMatch(/^Never share your password/);
    // Header values are case-insensitive; an unknown language gets the default (ID).
    expect((await announcements('', 'en')).banners[0]?.title).toBe('Welcome bonus 100%');
    expect((await announcements('', 'FR')).banners[0]?.title).toBe('Bonus selamat datang 100%');
  });

  it('has Indonesian and English text for every seeded notice, none empty or the same', async () => {
    const all = async (language: Language) => {
      const first = await announcements('?pageSize=50', language);
      return [
        ...first.player,
        ...first.banners,
        ...first.popup,
        ...first.promotion,
        ...first.headline,
      ];
    };
    const [id, en] = [await all('ID'), await all('EN')];
    expect(id.map((n) => n.id)).toEqual(en.map((n) => n.id));
    id.forEach((notice, i) => {
      expect(notice.title.trim()).not.toBe('');
      expect(en[i]!.title.trim()).not.toBe('');
      expect(notice.title, notice.id).not.toBe(en[i]!.title);
      expect(notice.content, notice.id).not.toBe(en[i]!.content);
    });
  });

  it('pages the same notices 9 at a time in both languages', async () => {
    for (const pageNo of [1, 2, 3]) {
      const id = await announcements(`?types=PL&pageNo=${pageNo}`, 'ID');
      const en = await announcements(`?types=PL&pageNo=${pageNo}`, 'EN');
      expect(id.playerPage).toEqual(en.playerPage);
      expect(id.playerPage).toMatchObject({ pageSize: 9, totalPages: 3, totalCount: 25 });
      expect(id.player.map((n) => n.id)).toEqual(en.player.map((n) => n.id));
      expect(id.player).toHaveLength(pageNo < 3 ? 9 : 7);
    }
  });

  it('keeps the unsafe HTML notice in both languages (the web must sanitise it)', async () => {
    for (const language of ['ID', 'EN']) {
      const last = (await announcements('?types=PL&pageNo=3', language)).player.at(-1)!;
      expect(last.id).toBe('DEMO-PL-25');
      expect(last.content).toContain('onerror=');
      expect(last.content).toContain('<script>');
      expect(last.content).toContain('javascript:');
    }
    const id = (await announcements('?types=PL&pageNo=3')).player.at(-1)!;
    expect(id.title).toBe('Pemberitahuan keamanan: perbarui aplikasi Anda');
  });

  it('draws banner pictures with the title in the language of the text', async () => {
    const id = await announcements('?types=B');
    const en = await announcements('?types=B', 'EN');
    expect(id.banners[0]?.imageUrl).toBe('/media/banner/ID/DEMO-B-01.svg');
    expect(en.banners[0]?.imageUrl).toBe('/media/banner/EN/DEMO-B-01.svg');
    const picture = async (path: string) => (await app.inject(path)).body;
    expect(await picture(id.banners[0]!.imageUrl!)).toContain('Bonus selamat datang 100%');
    expect(await picture(en.banners[0]!.imageUrl!)).toContain('Welcome bonus 100%');
    // Without ?lang (older links): the merchant's default language.
    expect(await picture('/media/banner/DEMO-B-01.svg')).toContain('Bonus selamat datang');
  });
});

describe('help centre and footer pages in the request language', () => {
  const help = async (language?: string) =>
    valueOf(
      contentCalls.helpCenter,
      await app.inject({ url: '/wps/system/helpCenter', headers: inLanguage(language) }),
    ).list;
  const menu = async (language?: string) =>
    valueOf(
      systemCalls.whitelabel,
      await app.inject({ url: '/wps/system/whitelabel', headers: inLanguage(language) }),
    ).menus;

  it('answers the help items in Indonesian by default, English on request', async () => {
    const [id, en] = [await help(), await help('EN')];
    expect(id.map((h) => h.code)).toEqual(en.map((h) => h.code));
    expect(id.find((h) => h.code === 'register')?.title).toBe('Bagaimana cara mendaftar?');
    expect(en.find((h) => h.code === 'register')?.title).toBe('How do I register?');
    expect(id.find((h) => h.code === 'terms')?.content).toContain('Syarat dan Ketentuan Umum');
  });

  it('answers the seven footer pages in Indonesian by default, English on request', async () => {
    const [id, en] = [await menu(), await menu('EN')];
    expect(id.map((m) => m.code)).toEqual(en.map((m) => m.code));
    expect(id).toHaveLength(7);
    expect(id.find((m) => m.code === 'ABOUT')).toMatchObject({
      title: 'Tentang Kami',
      content: expect.stringMatching(/^<h2>Tentang Nusantara Play<\/h2>/),
    });
    expect(en.find((m) => m.code === 'ABOUT')?.title).toBe('About Company');
    expect(id.find((m) => m.code === 'REFUND')?.title).toBe('Kebijakan Pengembalian Dana');
    id.forEach((page, i) => expect(page.content).not.toBe(en[i]!.content));
  });

  it('labels customer service in the request language', async () => {
    const status = async (language?: string) =>
      valueOf(
        systemCalls.status,
        await app.inject({ url: '/wps/system/status', headers: inLanguage(language) }),
      ).info;
    const [id, en] = [await status(), await status('EN')];
    expect(id.customerService.find((c) => c.type === '5')?.label).toBe('Layanan VIP');
    expect(en.customerService.find((c) => c.type === '5')?.label).toBe('VIP Service');
    expect(id.resources.map((r) => r.label)).toEqual(en.resources.map((r) => r.label));
  });
});

describe('operator notices in a language', () => {
  it('writes a notice in the merchant default language (ID) unless told otherwise', async () => {
    const added = valueOf(
      opsCalls.addNotice,
      await ops({ type: 'PL', title: 'Turnamen baru', content: '<p>Ayo ikut!</p>' }),
    );
    expect(added.changed).toContain('(PL, ID) "Turnamen baru"');
    const [row] = await app.db
      .select()
      .from(t.announcements)
      .where(eq(t.announcements.id, added.id));
    expect(row?.translations).toEqual({
      ID: { title: 'Turnamen baru', content: '<p>Ayo ikut!</p>' },
    });
  });

  it('falls back to the language present when the asked one is missing', async () => {
    const added = valueOf(
      opsCalls.addNotice,
      await ops({ type: 'B', language: 'EN', title: 'English only', content: '<p>Hi</p>' }),
    );
    expect(added.changed).toContain('(B, EN) "English only"');
    for (const language of ['ID', 'EN']) {
      const banner = (await announcements('?types=B', language)).banners.find(
        (b) => b.id === added.id,
      );
      expect(banner).toMatchObject({ title: 'English only', content: '<p>Hi</p>' });
      // The picture follows the text it stands beside.
      expect(banner?.imageUrl).toBe(`/media/banner/EN/${added.id}.svg`);
    }
    expect((await app.inject(`/media/banner/${added.id}.svg?lang=ID`)).body).toContain(
      'English only',
    );
  });

  it('refuses an unknown language', async () => {
    const response = await ops({ type: 'PL', language: 'FR', title: 't', content: 'c' });
    expect(response.statusCode).toBe(400);
  });

  it('takes --lang on the command line', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(
      [
        'notice',
        'add',
        '--type',
        'PL',
        '--title',
        'CLI in English',
        '--content',
        'x',
        '--lang',
        'en',
      ],
      { env: { OPS_URL: url, OPS_TOKEN }, out: (l) => out.push(l), err: (l) => err.push(l) },
    );
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out[0]).toMatch(/^changed: notice DEMO-PL-.+ \(PL, EN\) "CLI in English" published/);
    const id = await announcements('?types=PL');
    expect(id.player[0]?.title).toBe('CLI in English');
    expect(id.playerPage.totalCount).toBe(
      (await announcements('?types=PL', 'EN')).playerPage.totalCount,
    );
  });
});

describe('picking a translation', () => {
  const text = (title: string) => ({ title, content: `<p>${title}</p>` });
  it('takes the asked language, then the merchant default, then any present', () => {
    const both = { ID: text('Halo'), EN: text('Hello') };
    expect(pickTranslation(both, ['EN', 'ID'])?.text.title).toBe('Hello');
    expect(pickTranslation(both, ['ID'])?.text.title).toBe('Halo');
    expect(pickTranslation({ EN: text('Hello') }, ['ID'])).toMatchObject({ language: 'EN' });
    // Any language present, even one the site does not offer yet.
    const other = { TH: text('Sawasdee') } as Record<string, unknown> as { EN: never };
    expect(pickTranslation(other, ['ID', 'EN'])?.text).toEqual(text('Sawasdee'));
    expect(pickTranslation({}, ['ID'])).toBeUndefined();
  });

  it('never picks a blank title', () => {
    expect(pickTranslation({ ID: text(' '), EN: text('Hello') }, ['ID'])).toMatchObject({
      language: 'EN',
    });
  });
});

describe('a database from before bilingual content', () => {
  let dir: string;
  beforeAll(async () => {
    // The migrations folder as it was: only the first migration in the journal.
    dir = await mkdtemp(join(tmpdir(), 'platform-migrations-'));
    await cp(migrationsFolder, dir, { recursive: true });
    const journalFile = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: object[] };
    journal.entries = journal.entries.slice(0, 1);
    await writeFile(journalFile, JSON.stringify(journal));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const englishOnly = async (db: Db) => {
    await db.execute(sql`insert into merchants (code, brand_name, currency_code, currency_symbol,
      theme_color, copyright_year, nav_sorting)
      values ('DEMO', 'Nusantara Play', 'IDR', 'P', '#6142bf', 2025, '{LIVE}')`);
    await db.execute(sql`insert into announcements (id, merchant_code, type, title, content,
      image_url, link_url, published_at) values
      ('DEMO-B-01', 'DEMO', 'B', 'Welcome bonus 100%',
        '<p>Double your first deposit up to P 1,000,000.00.</p>', '/media/banner/DEMO-B-01.svg',
        '/promotions', '2025-06-30T09:00:00Z'),
      ('DEMO-PL-ops', 'DEMO', 'PL', 'Operator notice', '<p>Written in English</p>', null, null,
        '2025-07-01T09:00:00Z')`);
    await db.execute(sql`insert into help_items (merchant_code, code, title, content, sort_order)
      values ('DEMO', 'register', 'How do I register?', '<p>Press Register.</p>', 0)`);
    await db.execute(sql`insert into whitelabel_pages (merchant_code, code, title, content,
      sort_order) values ('DEMO', 'ABOUT', 'About Company', '<h2>About</h2>', 0)`);
    await db.execute(sql`insert into customer_services (merchant_code, type, label, url,
      sort_order) values ('DEMO', '5', 'VIP Service', '/cs/chat?desk=vip', 1)`);
    await db.execute(sql`insert into contact_resources (merchant_code, resource_type, label, url,
      sort_order) values ('DEMO', 'TELEGRAM', 'Telegram', 'https://t.me/x', 0)`);
  };

  it('moves its English text into the EN slot, then the seed adds Indonesian', async () => {
    const pglite = new PGlite();
    const db = drizzle(pglite);
    await migrate(db, { migrationsFolder: dir });
    await englishOnly(db);

    await migrate(db, { migrationsFolder });
    const byId = async (id: string) =>
      (await db.select().from(t.announcements).where(eq(t.announcements.id, id)))[0];
    expect((await byId('DEMO-B-01'))?.translations).toEqual({
      EN: {
        title: 'Welcome bonus 100%',
        content: '<p>Double your first deposit up to P 1,000,000.00.</p>',
      },
    });
    expect((await byId('DEMO-PL-ops'))?.translations).toEqual({
      EN: { title: 'Operator notice', content: '<p>Written in English</p>' },
    });
    const [help] = await db.select().from(t.helpItems);
    expect(help?.translations).toEqual({
      EN: { title: 'How do I register?', content: '<p>Press Register.</p>' },
    });
    const [page] = await db.select().from(t.whitelabelPages);
    expect(page?.translations).toEqual({
      EN: { title: 'About Company', content: '<h2>About</h2>' },
    });
    const [service] = await db.select().from(t.customerServices);
    expect(service?.translations).toEqual({ EN: { label: 'VIP Service' } });
    const [merchant] = await db.select().from(t.merchants);
    expect(merchant?.defaultLanguage).toBe('ID');

    // The next start seeds: seeded rows gain Indonesian, their English stays.
    await seed(db);
    const banner = await byId('DEMO-B-01');
    expect(banner?.translations.ID?.title).toBe('Bonus selamat datang 100%');
    expect(banner?.translations.EN?.title).toBe('Welcome bonus 100%');
    expect(Object.keys((await byId('DEMO-PL-ops'))!.translations)).toEqual(['EN']);
    const [seededHelp] = await db
      .select()
      .from(t.helpItems)
      .where(eq(t.helpItems.code, 'register'));
    expect(seededHelp?.translations.ID?.title).toBe('Bagaimana cara mendaftar?');
    // Text the database had stays as it was (here shorter than the seed's).
    expect(seededHelp?.translations.EN?.content).toBe('<p>Press Register.</p>');

    // A third start changes nothing.
    const snapshot = async () =>
      db.execute(sql`select id, translations::text from announcements order by id`);
    const before = (await snapshot()).rows;
    await seed(db);
    expect((await snapshot()).rows).toEqual(before);

    // Served: Indonesian where there is some, English for the operator's English notice.
    const database = await openDatabase({ pglite });
    const migrated = await buildApp({
      config: loadConfig({ WEB_DIST: dir, DATA_DIR: dir }),
      database,
      opsToken: OPS_TOKEN,
      logger: false,
    });
    try {
      const list = valueOf(
        contentCalls.announcements,
        await migrated.inject('/wps/relay/MCSFE_getListAnnouncements?pageSize=50'),
      );
      expect(list.player.find((n) => n.id === 'DEMO-PL-ops')?.title).toBe('Operator notice');
      expect(list.banners.find((n) => n.id === 'DEMO-B-01')?.title).toBe(
        'Bonus selamat datang 100%',
      );
    } finally {
      await migrated.close();
    }
  });
});
