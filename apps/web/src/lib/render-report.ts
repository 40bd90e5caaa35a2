import { createContext, useContext } from 'react';

/**
 * What a server render learns while it renders: the page's title and status, and the lazy
 * modules it rendered (their code and styles go into the page's head). In the browser there
 * is no report and these calls do nothing.
 */
export interface RenderReport {
  setTitle(title: string): void;
  setStatus(status: number): void;
  /** `preload`: the page links its chunk and the browser loads it before hydrating. */
  addModule(key: string, preload: boolean): void;
}

export const RenderReportContext = createContext<RenderReport | null>(null);

export const useRenderReport = () => useContext(RenderReportContext);
