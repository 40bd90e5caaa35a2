import * as z from 'zod/mini';

const int = () => z.number().check(z.int(), z.nonnegative());

/** A 1-based page number and a page size from a query string. */
export const pageNoSchema = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  1,
);
export const pageSizeSchema = (fallback: number, max = 100) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

/** Query of every paged list. */
export const pageQuerySchema = z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema(20) });
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  pageNum: int().check(z.minimum(1)),
  pageSize: int().check(z.minimum(1)),
  totalPages: int(),
  totalCount: int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A page of `key` items: `{ [key]: T[], pageNum, pageSize, totalPages, totalCount }`. */
export const pageSchema = <K extends string, T extends z.ZodMiniType>(key: K, item: T) =>
  z.extend(pageInfoSchema, { [key]: z.array(item) } as { [P in K]: z.ZodMiniArray<T> });

export const pageInfo = (pageNum: number, pageSize: number, totalCount: number): PageInfo => ({
  pageNum,
  pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / pageSize),
});
