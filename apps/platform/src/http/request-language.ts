import {
  DEFAULT_LANGUAGE,
  languageSchema,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@site/contract';
import type { FastifyRequest } from 'fastify';
import type { LabelText, Translations } from '../db/schema/translations.js';

/** The `Language` header when it names a supported language, otherwise the default (ID). */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOf(request.headers.language) ?? DEFAULT_LANGUAGE;
}

const supported: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);

/** A supported language from a header or query value, else undefined. */
export function languageOf(value: unknown): Language | undefined {
  // Asked on every call: a set lookup of the header's usual spellings, the schema otherwise.
  if (typeof value === 'string' && supported.has(value)) return value as Language;
  const parsed = languageSchema.safeParse(String(value ?? '').toUpperCase());
  return parsed.success ? parsed.data : undefined;
}

/** The languages to try for operator text, in order: the visitor's, then the merchant's. */
export type LanguageOrder = readonly Language[];
export const languageOrder = (wanted: Language, merchantDefault: Language): LanguageOrder =>
  wanted === merchantDefault ? [wanted] : [wanted, merchantDefault];

// A text with a blank title or label does not count as present (never an empty title).
const isFilled = (text: object) =>
  Object.values(text).every((v) => typeof v !== 'string' || v.trim() !== '');

/**
 * The text in the first language of `order` that has one, else in any language present
 * (supported languages first). Answers the language it picked too, e.g. for a banner picture.
 */
export function pickTranslation<T>(
  translations: Translations<T>,
  order: LanguageOrder,
): { language: Language; text: T } | undefined {
  const present = Object.keys(translations) as Language[];
  const candidates = [...order, ...SUPPORTED_LANGUAGES, ...present];
  for (const language of candidates) {
    const text = translations[language];
    if (text && isFilled(text)) return { language, text };
  }
  return undefined;
}

/** A seeded name (a lottery game's, a family's) in the first language of `order` it has. */
export const labelIn = (
  translations: Translations<LabelText>,
  order: LanguageOrder,
  fallback: string,
): string => pickTranslation(translations, order)?.text.label ?? fallback;
