import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentCalls } from '@site/contract';
import { call } from '../../../lib/api-client';
import { agentKeys } from './keys';

/** A range of the merchant's days (its time zone), both included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The team overview of a range; the previous range stays on screen while the next loads. */
export const teamOverviewQuery = (range: DayRange) =>
  queryOptions({
    queryKey: agentKeys.overview(range),
    queryFn: ({ signal }) => call(agentCalls.overview, { query: range, signal }),
    placeholderData: keepPreviousData,
  });
