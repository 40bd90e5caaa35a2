import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@site/contract';
import type { FastifyRequest } from 'fastify';

/** The `Language` header when it names a supported language, otherwise the default (ID). */
export function requestLanguage(request: FastifyRequest): Language {
  const parsed = languageSchema.safeParse(String(request.headers.language ?? '').toUpperCase());
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}
