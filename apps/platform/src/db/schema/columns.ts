import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A moment, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes; PGlite answers a Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
