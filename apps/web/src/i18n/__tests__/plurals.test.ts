import { describe, expect, it } from 'vitest';
import { createI18n } from '../engine';

const strings = {
  en: { lottery: { bets_one: '{{count}} bet', bets_other: '{{count}} bets', plain: 'no forms' } },
  id: { lottery: { bets_other: '{{count}} taruhan' } },
};

describe("the translation engine's plurals", () => {
  it("picks i18next's plural keys by the language's rules, falling back to _other and the key", async () => {
    const i18n = createI18n(async (language, namespace) =>
      Promise.resolve(strings[language as 'en' | 'id'][namespace as 'lottery']),
    );
    await i18n.init({ lng: 'en', ns: ['lottery'] });
    expect(i18n.t('bets', { ns: 'lottery', count: 1 })).toBe('1 bet');
    expect(i18n.t('bets', { ns: 'lottery', count: 0 })).toBe('0 bets');
    expect(i18n.t('bets', { ns: 'lottery', count: 6 })).toBe('6 bets');
    expect(i18n.t('plain', { ns: 'lottery', count: 2 })).toBe('no forms');

    await i18n.changeLanguage('id');
    expect(i18n.t('bets', { ns: 'lottery', count: 1 })).toBe('1 taruhan');
  });
});
