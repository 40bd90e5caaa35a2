import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from './headers.js';

/** The Language header's and a language field's check. */
export const languageSchema = z.enum(SUPPORTED_LANGUAGES);
