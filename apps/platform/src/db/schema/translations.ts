import type { Language } from '@site/contract';
import { sql } from 'drizzle-orm';
import { check, jsonb, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Operator text per language, e.g. `{ "ID": { title, content }, "EN": { ... } }`. */
export type Translations<T> = Partial<Record<Language, T>>;

export interface TitledText {
  title: string;
  /** HTML from the operator. */
  content: string;
}
export interface LabelText {
  label: string;
}

/** A jsonb column of texts per language, on the row it belongs to (no join, paging as before). */
export const translations = <T>() => jsonb('translations').$type<Translations<T>>().notNull();

/** Every row has its text in at least one language. */
export const hasTranslations = (table: string, column: AnyPgColumn) =>
  check(`${table}_translations_present`, sql`${column} <> '{}'::jsonb`);
