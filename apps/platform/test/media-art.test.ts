import type { FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { formatAmount } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerEmoji, bannerThemeOf, renderBanner } from '../src/domains/art/banner.js';
import { emoji, keepEmoji } from '../src/domains/art/emoji.js';
import { brandEmoji, renderBrandMark, wordmarkOf } from '../src/domains/art/brand.js';
import { EMBLEMS, renderGameArt, variantOf } from '../src/domains/art/game-art.js';
import { drawType } from '../src/domains/art/type.js';
import {
  markEmoji,
  paymentKindOf,
  renderLogoMark,
  renderVendorMark,
} from '../src/domains/art/marks.js';
import { PictureCache } from '../src/domains/art/picture-cache.js';
import { categoryThemes, lookOf, themeEmoji } from '../src/domains/art/themes.js';
import { buildCatalogue } from '../src/seed/catalogue.js';
import { buildTestApp } from './helper.js';

keepEmoji([...themeEmoji(), ...EMBLEMS, ...markEmoji, ...bannerEmoji, ...brandEmoji]);

/** The root element's attributes; throws when the text is not well-formed XML. */
function parseSvg(svg: string): Record<string, string> {
  const parser = new SaxesParser();
  let root: Record<string, string> | undefined;
  parser.on('opentag', (tag) => {
    root ??= Object.fromEntries(
      Object.entries(tag.attributes).map(([name, value]) => [name, String(value)]),
    );
  });
  parser.write(svg).close();
  return root!;
}

const BYTES_CAP = 9 * 1024;

describe('game themes', () => {
  it('draws a game by the last keyword of its name, its colours from one before', () => {
    expect(lookOf('Golden Dragon Megaways', 'RNG')).toMatchObject({
      theme: 'dragon',
      emoji: 'dragon',
    });
    expect(lookOf('Mighty Tiger', 'FISH').emoji).toBe('tiger-face');
    expect(lookOf('Sweet Koi Rush', 'RNG')).toMatchObject({ theme: 'koi', accent: 'lollipop' });
    const frozen = lookOf('Frozen Dragon', 'RNG');
    expect(frozen).toMatchObject({ emoji: 'dragon', accent: 'snowflake' });
    expect(frozen.colours).toEqual(lookOf('Frozen Tiger', 'RNG').colours);
    // A phrase is one keyword: the live table shows both beasts.
    expect(lookOf('Dragon Tiger A5', 'LIVE')).toMatchObject({
      emoji: 'dragon-face',
      accent: 'tiger-face',
    });
    expect(lookOf('Sabong Arena 3', 'LIVE').emoji).toBe('rooster');
  });

  it('gives a name without a keyword its category’s picture', () => {
    expect(lookOf('Jakarta 1-Minute', 'LOTT').emoji).toBe(categoryThemes.LOTT.emoji);
    expect(lookOf('Kartu Club Lobby', 'PVP').emoji).toBe(categoryThemes.PVP.emoji);
    expect(lookOf('Unheard Of', 'FISH').emoji).toBe('tropical-fish');
    expect(lookOf('Unheard Of', 'RNG').emoji).toBe('slot-machine');
    expect(lookOf('Unheard Of', 'LIVE').emoji).toBe(categoryThemes.LIVE.emoji);
    expect(lookOf('Unheard Of', 'NOPE').emoji).toBe('slot-machine');
  });

  it('gives every category pictures of its own: the home page shows them side by side', () => {
    const pictures = Object.values(categoryThemes).flatMap((theme) => [
      theme.emoji,
      ...(theme.accent ? [theme.accent] : []),
    ]);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('names only emoji the set has', () => {
    for (const name of [...themeEmoji(), ...EMBLEMS, ...markEmoji, ...bannerEmoji, ...brandEmoji]) {
      expect(emoji(name, 0, 0, 32), name).toContain('<path');
    }
  });
});

describe('game art', () => {
  const catalogue = buildCatalogue();

  it('is the same picture for the same game, another for another game', () => {
    const game = { gameId: 'JKP-0001', gameName: 'Golden Dragon', category: 'RNG' };
    expect(renderGameArt(game)).toBe(renderGameArt({ ...game }));
    expect(renderGameArt({ ...game, gameId: 'JKP-0002' })).not.toBe(renderGameArt(game));
  });

  it('is valid SVG with a size, the title drawn as outlines, within the size cap', () => {
    // Every 7th game of the catalogue: all the themes, the longest names among them.
    for (const row of catalogue.filter((_, i) => i % 7 === 0)) {
      const svg = renderGameArt({
        gameId: row.gameId,
        gameName: row.gameName,
        category: row.gameType,
      });
      const root = parseSvg(svg);
      expect(root).toMatchObject({ width: '240', height: '240', role: 'img' });
      expect(root['aria-label']).toBe(row.gameName);
      expect(svg).toMatch(/<path transform="scale\(0\.5\)" d="M\d+ \d+[^"]{200,}"/);
      expect(svg).not.toContain('<text');
      expect(Buffer.byteLength(svg), row.gameName).toBeLessThanOrEqual(BYTES_CAP);
      expect(svg).toContain(`<g transform=`);
    }
  });
});

describe('game art within a vendor', () => {
  const catalogue = buildCatalogue();
  const art = (row: (typeof catalogue)[number]) => {
    const game = { gameId: row.gameId, gameName: row.gameName, category: row.gameType };
    // What is drawn besides the title: the picture without its name's outlines and label.
    const picture = renderGameArt(game)
      .replace(/ aria-label="[^"]*"/, '')
      .replace(/<path transform="scale\(0\.5\)"[^>]*\/>/, '');
    return { choices: JSON.stringify(variantOf(game)), picture };
  };

  it('draws Sabong Arena 1 to 6 each its own way', () => {
    const rows = catalogue.filter((row) => /^Sabong Arena [1-6]$/.test(row.gameName));
    expect(rows).toHaveLength(6);
    const drawn = rows.map(art);
    expect(new Set(drawn.map((d) => d.choices)).size).toBe(6);
    expect(new Set(drawn.map((d) => d.picture)).size).toBe(6);
  });

  it('gives no two of a vendor’s first 12 games the same art, neighbours differing in every choice', () => {
    const vendors = [...new Set(catalogue.map((row) => row.vassalage))];
    for (const vendor of vendors) {
      const rows = catalogue.filter((row) => row.vassalage === vendor).slice(0, 12);
      const drawn = rows.map(art);
      expect(new Set(drawn.map((d) => d.choices)).size, vendor).toBe(rows.length);
      expect(new Set(drawn.map((d) => d.picture)).size, vendor).toBe(rows.length);
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!].map((row) =>
          variantOf({ gameId: row.gameId, gameName: row.gameName, category: row.gameType }),
        );
        expect(a!.layout, `${vendor} ${i}`).not.toBe(b!.layout);
        expect(a!.frame, `${vendor} ${i}`).not.toBe(b!.frame);
        expect(a!.colours, `${vendor} ${i}`).not.toEqual(b!.colours);
      }
    }
  });

  it('stays small: a few KB on average, none over the cap', () => {
    const rows = catalogue.filter((_, i) => i % 5 === 0);
    const sizes = rows.map((row) =>
      Buffer.byteLength(
        renderGameArt({ gameId: row.gameId, gameName: row.gameName, category: row.gameType }),
      ),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(BYTES_CAP);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(6.5 * 1024);
  });
});

describe('brand marks', () => {
  const brands = [
    { brandName: 'Nusantara Play', themeColor: '#6142bf' },
    { brandName: 'Luna Royale', themeColor: '#0b7a75' },
  ];

  it('draw each brand in a full and a compact form: emblem and the name’s outlines', () => {
    for (const brand of brands) {
      for (const form of ['full', 'compact'] as const) {
        const svg = renderBrandMark(brand, form);
        const root = parseSvg(svg);
        expect(root).toMatchObject({ height: '80', role: 'img', 'aria-label': brand.brandName });
        expect(Number(root.width)).toBeLessThanOrEqual(form === 'full' ? 400 : 224);
        expect(svg).not.toContain('<text');
        // Every word of the name is there, drawn as outlines.
        const words = wordmarkOf(brand.brandName, form);
        expect(words.flatMap((w) => w.lines.map((l) => l.text)).join(' ')).toBe(brand.brandName);
        for (const { lines, paint } of words) expect(svg).toContain(drawType(lines, paint));
        expect(svg).toContain(`stop-color="${brand.themeColor}"`);
        expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(BYTES_CAP);
      }
      // The full form sets the name on one line, the compact one stacks it in 224 wide.
      expect(new Set(wordmarkOf(brand.brandName, 'full').map((w) => w.lines[0]!.y)).size).toBe(1);
      expect(new Set(wordmarkOf(brand.brandName, 'compact').map((w) => w.lines[0]!.y)).size).toBe(
        2,
      );
      expect(parseSvg(renderBrandMark(brand, 'compact')).width).toBe('224');
    }
    expect(renderBrandMark(brands[1]!, 'full')).toContain(renderEmoji('crescent-moon'));
  });
});

describe('marks', () => {
  it('draws a provider as a square icon of its theme’s picture, legible small', () => {
    const svg = renderVendorMark({ displayName: 'Tiger Reels', category: 'RNG' });
    expect(parseSvg(svg)).toMatchObject({ width: '64', height: '64', 'aria-label': 'Tiger Reels' });
    expect(svg).not.toContain('<text');
    // The picture fills most of the tile: 50 of its 64 units.
    expect(svg).toContain(`scale(${+(50 / 32).toFixed(3)})`);
    expect(svg).toContain(renderEmoji('tiger-face'));
    // Two providers of one picture differ in their tile's colours.
    expect(renderVendorMark({ displayName: 'Nusa Sportsbook', category: 'SPORTS' })).not.toBe(
      renderVendorMark({ displayName: 'Krakatoa Sports', category: 'SPORTS' }),
    );
  });

  it('draws each payment kind with its own glyph, and licences with a seal or crest', () => {
    expect(paymentKindOf('BANK', 'Bank Transfer')).toBe('bank');
    expect(paymentKindOf('QRIS', 'QRIS')).toBe('qris');
    expect(paymentKindOf('EWALLET', 'E-Wallet')).toBe('wallet');
    expect(paymentKindOf('VA', 'Virtual Account')).toBe('card');
    expect(paymentKindOf('PULSA', 'Pulsa')).toBe('pulsa');
    expect(paymentKindOf('USDT', 'USDT')).toBe('crypto');
    const bank = renderLogoMark('payment', 'BANK', 'Bank Transfer');
    expect(parseSvg(bank)).toMatchObject({ width: '160', height: '64' });
    expect(bank).toContain(renderEmoji('bank'));
    expect(renderLogoMark('payment', 'QRIS', 'QRIS')).toContain('fill-rule="evenodd"');
    expect(renderLogoMark('license', 'FAIR', 'Provably Fair')).toContain(
      renderEmoji('balance-scale'),
    );
    expect(renderLogoMark('license', 'AGC', 'Archipelago Gaming Commission')).toContain(
      renderEmoji('crown'),
    );
    for (const svg of [bank, renderLogoMark('license', 'ADULT', '18+ Only')]) {
      expect(svg).not.toContain('<text');
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(BYTES_CAP);
    }
  });
});

describe('banners', () => {
  it('pick their art from the title’s words, in either language', () => {
    expect(bannerThemeOf('Live casino weekly race').emoji).toBe('trophy');
    expect(bannerThemeOf('Turnamen mingguan live casino').emoji).toBe('trophy');
    expect(bannerThemeOf('Ajak Teman').emoji).toBe('handshake');
    expect(bannerThemeOf('Bonus selamat datang 100%').emoji).toBe('wrapped-gift');
  });

  it('draw the title, the line under it and the call to action as outlines', () => {
    const banner = { id: 'DEMO-B-01', title: 'Welcome bonus 100%', action: 'Claim now' };
    const svg = renderBanner({ ...banner, subtitle: 'Double your first deposit.' });
    expect(parseSvg(svg)).toMatchObject({ width: '1200', height: '400' });
    expect(svg).toContain(renderEmoji('wrapped-gift'));
    expect(svg).not.toContain('<text');
    // The title, the line under it and the pill's words: three runs of outlines.
    expect(svg.match(/<path transform="scale\(0\.5\)"/g)).toHaveLength(3);
    expect(svg).toContain('rx="31"');
    expect(renderBanner({ ...banner, action: 'Play now' })).not.toBe(renderBanner(banner));
  });
});

/** The start of an icon as the pictures embed it: enough to tell one icon from another. */
const renderEmoji = (name: string) =>
  emoji(name, 0, 0, 32)
    .replace(/^<g[^>]*>/, '')
    .slice(0, 60);

describe('the picture cache', () => {
  it('draws once, and lets the least recently used go past its limit', () => {
    const cache = new PictureCache(2);
    let draws = 0;
    const draw = () => `<svg>${++draws}</svg>`;
    const a = cache.get('a', draw);
    expect(cache.get('a', draw)).toBe(a);
    cache.get('b', draw);
    cache.get('a', draw);
    cache.get('c', draw); // b is the least recently used
    expect(cache.size).toBe(2);
    expect(draws).toBe(3);
    cache.get('a', draw);
    expect(draws).toBe(3);
    cache.get('b', draw);
    expect(draws).toBe(4);
    expect(a.etag).toMatch(/^"[\w-]{22}"$/);
  });
});

describe('the picture routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answer the art with a size, caching headers, and 304 for a known ETag', async () => {
    for (const url of [
      '/media/game/JKP-0001.svg',
      '/media/vendor/TGR.svg',
      '/media/logo/payment/BANK.svg',
      '/media/logo/license/AGC.svg',
      '/media/logo/provider/TGR.svg',
      '/media/brand/DEMO.svg',
      '/media/brand/compact/DEMO.svg',
      '/media/brand/compact/LUNA.svg',
      '/media/banner/EN/DEMO-B-01.svg',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      const root = parseSvg(response.body);
      expect(Number(root.width)).toBeGreaterThan(0);
      expect(Number(root.height)).toBeGreaterThan(0);
      const etag = String(response.headers.etag);
      const again = await app.inject({ url, headers: { 'If-None-Match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect((await app.inject(url)).headers.etag).toBe(etag);
    }
  });

  it('draw a banner in the language asked for, with its own ETag', async () => {
    const id = await app.inject('/media/banner/DEMO-B-01.svg?lang=ID');
    const en = await app.inject('/media/banner/DEMO-B-01.svg?lang=EN');
    expect(parseSvg(id.body)['aria-label']).toBe('Bonus selamat datang 100%');
    expect(parseSvg(en.body)['aria-label']).toBe('Welcome bonus 100%');
    expect(en.headers.etag).not.toBe(id.headers.etag);
    const again = await app.inject({
      url: '/media/banner/DEMO-B-01.svg?lang=EN',
      headers: { 'If-None-Match': String(en.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('draw the brand’s full and compact marks; an unknown merchant is a 404', async () => {
    const full = await app.inject('/media/brand/LUNA.svg');
    const compact = await app.inject('/media/brand/compact/LUNA.svg');
    const luna = { brandName: 'Luna Royale', themeColor: '#0b7a75' };
    expect(full.body).toBe(renderBrandMark(luna, 'full'));
    expect(compact.body).toBe(renderBrandMark(luna, 'compact'));
    expect((await app.inject('/media/brand/compact/NOPE.svg')).statusCode).toBe(404);
  });

  it('draw an English page’s banners in English: the language in the picture’s path', async () => {
    const answer = await app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PR',
      headers: { Merchant: 'DEMO', Language: 'EN' },
    });
    const { banners, promotion } = answer.json<{
      value: { banners: { id: string; title: string; imageUrl: string }[]; promotion: [] };
    }>().value;
    for (const notice of [...banners, ...promotion] as {
      id: string;
      title: string;
      imageUrl: string;
    }[]) {
      // No query: a cache that keys pictures by path alone still tells the languages apart.
      expect(notice.imageUrl).toBe(`/media/banner/EN/${notice.id}.svg`);
      const picture = await app.inject(notice.imageUrl);
      expect(parseSvg(picture.body)['aria-label']).toBe(notice.title);
      // Drawn from the English text, as the query asked for it before; not the Indonesian.
      const legacy = await app.inject(`/media/banner/${notice.id}.svg?lang=EN`);
      expect(picture.body).toBe(legacy.body);
      const indonesian = await app.inject(`/media/banner/ID/${notice.id}.svg`);
      expect(picture.body).not.toBe(indonesian.body);
    }
    expect(banners[0]!.title).toBe('Welcome bonus 100%');
    const id = await app.inject('/media/banner/ID/DEMO-B-01.svg');
    expect(parseSvg(id.body)['aria-label']).toBe('Bonus selamat datang 100%');
    expect((await app.inject('/media/banner/FR/DEMO-B-01.svg')).statusCode).toBe(404);
  });

  it("draw a banner's figures as its language writes them, in the merchant's currency", async () => {
    const cases = [
      ['DEMO', 'ID', 'Bonus selamat datang 100%', 'Gandakan deposit pertama Anda hingga', 'P'],
      ['DEMO', 'EN', 'Welcome bonus 100%', 'Double your first deposit up to', 'P'],
      ['LUNA', 'EN', 'Welcome bonus 100%', 'Double your first deposit up to', '$'],
    ] as const;
    for (const [merchant, language, title, words, symbol] of cases) {
      const drawn = await app.inject(`/media/banner/${merchant}-B-01.svg?lang=${language}`);
      const subtitle = `${words} ${formatAmount(1_000_000, language, symbol)}.`;
      expect(subtitle).toContain(`${symbol} 1,000,000.00`);
      const action = language === 'ID' ? 'Klaim sekarang' : 'Claim now';
      expect(drawn.body, `${merchant} ${language}`).toBe(
        renderBanner({ id: `${merchant}-B-01`, title, subtitle, action }),
      );
    }
  });

  it('draw each category’s art for the home page; an unknown category is a 404', async () => {
    const slots = await app.inject('/media/category/RNG.svg');
    expect(slots.statusCode).toBe(200);
    expect(parseSvg(slots.body)).toMatchObject({ width: '160', height: '160' });
    expect(slots.body).toContain(renderEmoji(categoryThemes.RNG.emoji));
    expect((await app.inject('/media/category/FISH.svg')).body).toContain(
      renderEmoji(categoryThemes.FISH.emoji),
    );
    expect((await app.inject('/media/category/NOPE.svg')).statusCode).toBe(404);
  });

  it('draw a dragon game with the dragon', async () => {
    const dragon = buildCatalogue().find(
      (row) => row.gameType === 'RNG' && / Dragon$/.test(row.gameName),
    )!;
    const response = await app.inject(`/media/game/${dragon.gameId}.svg`);
    expect(response.body).toContain(renderEmoji('dragon'));
    expect(parseSvg(response.body)['aria-label']).toBe(dragon.gameName);
  });
});
