import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page as the platform serves it for MERCHANT=LUNA (apps/platform/src/http/brand-page.ts). */
function servedFor(code: string, language: string) {
  const meta = document.createElement('meta');
  meta.name = 'merchant';
  meta.content = code;
  meta.dataset.language = language;
  document.head.append(meta);
  return meta;
}

afterEach(() => {
  document.querySelector('meta[name="merchant"]')?.remove();
  vi.resetModules();
});

describe('the merchant of the site', () => {
  it('is the one the page names, read at run time, not built in', async () => {
    servedFor('LUNA', 'EN');
    vi.resetModules();
    const { env } = await import('../env');
    expect(env.merchantCode).toBe('LUNA');
    expect(env.defaultLang).toBe('EN');
  });

  it('is the build default without a platform page (dev server, tests)', async () => {
    vi.resetModules();
    const { env } = await import('../env');
    expect(env.merchantCode).toBe('DEMO');
    expect(env.defaultLang).toBe('ID');
  });

  it('sends its code in the Merchant header of every call', async () => {
    servedFor('LUNA', 'EN');
    vi.resetModules();
    const fetchMock = vi.fn(async () => Response.json({ success: true, value: { list: [] } }));
    vi.stubGlobal('fetch', fetchMock);
    const { call } = await import('../../lib/api-client');
    const { systemCalls } = await import('@site/contract');
    await call(systemCalls.settings).catch(() => undefined);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Merchant')).toBe('LUNA');
    vi.unstubAllGlobals();
  });

  it("opens in the merchant's default language without taking it for the visitor's choice", async () => {
    servedFor('LUNA', 'EN');
    vi.resetModules();
    const { initI18n, storedLanguage } = await import('../../i18n');
    expect(storedLanguage()).toBe('EN');
    await initI18n();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBeNull();
  });
});
