import { formatAmount, formatCount, type Language } from '@site/contract';

/**
 * What a merchant's seeded text says of its brand: `{brand}`, `{symbol}` and `{email}`; and
 * its figures, written by the site's one formatter in the text's language: `{amount:1000000}`
 * (with the merchant's currency symbol) and `{count:5000}`.
 */
export interface BrandText {
  brandName: string;
  currencySymbol: string;
  supportEmail: string;
}

/** The seeded text in `language` with the merchant's brand, figures and support address. */
export const fillBrand = (text: string, brand: BrandText, language: Language) =>
  text
    .replaceAll('{brand}', brand.brandName)
    .replace(/\{amount:(\d+)\}/g, (_, amount: string) =>
      formatAmount(Number(amount), language, brand.currencySymbol),
    )
    .replace(/\{count:(\d+)\}/g, (_, count: string) => formatCount(Number(count), language))
    .replaceAll('{symbol}', brand.currencySymbol)
    .replaceAll('{email}', brand.supportEmail);
