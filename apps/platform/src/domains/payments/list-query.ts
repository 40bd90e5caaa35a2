/** A page of orders (deposits or withdrawals), of one status when asked. */
export interface ListQuery<S> {
  pageNo: number;
  pageSize: number;
  status?: S | undefined;
}
