import { createContext } from 'react';

/**
 * The instant a server render took as "now" (epoch ms), handed to the browser in the page's
 * state: the browser's hydrating render reads the clock as this same instant, so whatever runs
 * on the clock (countdowns, what is still on sale) renders as the server's HTML shows it. Null
 * where nothing was server-rendered (the browser's own renders read its clock).
 */
export const RenderNowContext = createContext<number | null>(null);
