import type { FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { formatAmount } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerEmoji, bannerThemeOf, renderBanner } from '../src/routes/content/art/banner.js';
import { emoji, keepEmoji } from '../src/routes/content/art/emoji.js';
import { renderGameArt } from '../src/routes/content/art/game-art.js';
import {
  markEmoji,
  paymentKindOf,
  renderLogoMark,
  renderVendorMark,
} from '../src/routes/content/art/marks.js';
import { PictureCache } from '../src/routes/content/art/picture-cache.js';
import { categoryThemes, lookOf, themeEmoji } from '../src/routes/content/art/themes.js';
import { buildCatalogue } from '../src/seed/catalogue.js';
import { buildTestApp } from './helper.js';

keepEmoji([...themeEmoji(), ...markEmoji, ...bannerEmoji]);

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

  it('names only emoji the set has', () => {
    for (const name of [...themeEmoji(), ...markEmoji, ...bannerEmoji]) {
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

describe('marks', () => {
  it('draws a provider as its theme’s emblem and its name in type', () => {
    const svg = renderVendorMark({ displayName: 'Tiger Reels', category: 'RNG' });
    expect(parseSvg(svg)).toMatchObject({ width: '160', height: '80' });
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('<text');
    expect(svg).toContain(renderEmoji('tiger-face'));
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
