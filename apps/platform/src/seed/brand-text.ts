/** What a merchant's seeded text says of its brand: `{brand}`, `{symbol}` and `{email}`. */
export interface BrandText {
  brandName: string;
  currencySymbol: string;
  supportEmail: string;
}

/** The seeded text with the merchant's brand, currency symbol and support address in it. */
export const fillBrand = (text: string, brand: BrandText) =>
  text
    .replaceAll('{brand}', brand.brandName)
    .replaceAll('{symbol}', brand.currencySymbol)
    .replaceAll('{email}', brand.supportEmail);
