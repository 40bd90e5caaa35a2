import { z } from 'zod';

/** Query of every paged list: 1-based page number and page size. */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({
  pageNum: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A page of `key` items: `{ [key]: T[], pageNum, pageSize, totalPages, totalCount }`. */
export const pageSchema = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  pageInfoSchema.extend({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> });

export const pageInfo = (pageNum: number, pageSize: number, totalCount: number): PageInfo => ({
  pageNum,
  pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / pageSize),
});
