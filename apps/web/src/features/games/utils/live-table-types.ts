import { liveTableTypeSchema, type LiveTableType } from '@site/contract';

/** SPEC §9's live casino filters, in its order. */
export const LIVE_TABLE_TYPES: readonly LiveTableType[] = liveTableTypeSchema.options;
