import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../api/system';

/** The live-chat entry of the status answer (docs/product.md §4: type '3'). */
const LIVE_CHAT_TYPE = '3';
const POPUP_FEATURES = 'width=440,height=750,menubar=no,toolbar=no,location=no,resizable=yes';

/**
 * Customer service as a link: a click opens the live chat in a 440x750 popup (docs/product.md §4);
 * when the browser blocks the popup the link opens it in a new tab instead.
 * The VIP service for club rank above 4 arrives with member info (next issue).
 */
export function useCustomerService() {
  const { data } = useQuery(systemQueries.status());
  const chat = data?.info.customerService.find((entry) => entry.type === LIVE_CHAT_TYPE);
  if (!chat) return null;
  return {
    url: chat.url,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      const popup = window.open(chat.url, 'customer-service', POPUP_FEATURES);
      if (!popup) return; // blocked: the link's own target=_blank takes over
      popup.opener = null;
      event.preventDefault();
    },
  };
}
