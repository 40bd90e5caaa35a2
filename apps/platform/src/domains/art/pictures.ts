import type { GameCategory, Language } from '@site/contract';
import { languageOrder } from '../../http/request-language.js';
import { noticeText } from '../content/announcements.js';
import { bannerEmoji, renderBanner } from './banner.js';
import { brandEmoji, renderBrandMark, type Brand, type BrandForm } from './brand.js';
import { keepEmoji } from './emoji.js';
import { EMBLEMS, renderCategoryArt, renderGameArt, type GameArt } from './game-art.js';
import { markEmoji, renderLogoMark, renderVendorMark } from './marks.js';
import { PictureCache, type Picture } from './picture-cache.js';
import { initialsOf, renderIcon } from './svg.js';
import { themeEmoji } from './themes.js';

// About 8 KB a picture: the busiest few hundred stay drawn, a few MB at most.
const PICTURES_KEPT = 600;
keepEmoji([...themeEmoji(), ...EMBLEMS, ...markEmoji, ...bannerEmoji, ...brandEmoji]);

/** The banner's pill: a promotion is claimed, a game page played. */
const callToAction: Record<Language, { claim: string; play: string }> = {
  ID: { claim: 'Klaim sekarang', play: 'Main sekarang' },
  EN: { claim: 'Claim now', play: 'Play now' },
};

/** A notice's HTML as its first sentence of plain text. */
const firstLine = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s/)[0];

/** What a banner is drawn from: the notice (its texts by language) and where it leads. */
export interface BannerNotice extends Pick<Parameters<typeof noticeText>[0], 'translations'> {
  id: string;
  linkUrl: string | null;
}

/**
 * Generated pictures for games, vendors, banners, logos and brands (no external images), each
 * drawn once and kept by all it is drawn from, so a renamed game is drawn anew.
 */
export function createPictures() {
  const pictures = new PictureCache(PICTURES_KEPT);
  return {
    game: ({ gameId, gameName, category }: GameArt): Picture =>
      pictures.get(`game/${gameId}/${category}/${gameName}`, () =>
        renderGameArt({ gameId, gameName, category }),
      ),

    /** The home page's category cards. */
    category: (category: GameCategory): Picture =>
      pictures.get(`category/${category}`, () => renderCategoryArt(category, category)),

    vendor: (vendor: { displayName: string; category: string }): Picture =>
      pictures.get(`vendor/${vendor.category}/${vendor.displayName}`, () =>
        renderVendorMark(vendor),
      ),

    /**
     * A banner in a language: the notice's text in it (else the merchant's default), its pill's
     * words in the language the text is in.
     */
    banner(notice: BannerNotice, wanted: Language, merchantDefault: Language): Picture {
      const { title, content, language } = noticeText(
        notice,
        languageOrder(wanted, merchantDefault),
      );
      const action =
        callToAction[language ?? wanted][
          notice.linkUrl?.startsWith('/promotions') || !notice.linkUrl ? 'claim' : 'play'
        ];
      const subtitle = firstLine(content);
      return pictures.get(`banner/${notice.id}/${title}/${subtitle}/${action}`, () =>
        renderBanner({ id: notice.id, title, subtitle, action }),
      );
    },

    logo: (kind: string, code: string, name: string): Picture =>
      pictures.get(`logo/${kind}/${code}/${name}`, () => renderLogoMark(kind, code, name)),

    /** The merchant's mark: the full one, or the phone's compact one. */
    brand: (code: string, { brandName, themeColor }: Brand, form: BrandForm): Picture =>
      pictures.get(`brand/${form}/${code}/${themeColor}/${brandName}`, () =>
        renderBrandMark({ brandName, themeColor }, form),
      ),

    /** The browser tab's icon of the merchant's pages: its initials on its colour (not kept). */
    icon: (merchant: { code: string; brandName: string; themeColor: string }): string =>
      renderIcon(initialsOf(merchant.brandName) || merchant.code[0]!, merchant.themeColor),
  };
}

export type Pictures = ReturnType<typeof createPictures>;
