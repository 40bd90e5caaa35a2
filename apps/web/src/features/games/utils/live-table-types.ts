import type { LiveTableType } from '@site/contract';
import { LIVE_TABLE_TYPES as ALL } from '@site/contract/values.js';

/** docs/product.md §9's live casino filters, in its order. */
export const LIVE_TABLE_TYPES: readonly LiveTableType[] = ALL;
