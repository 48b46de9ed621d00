/**
 * jsdom has no canvas: a stand-in for uPlot that records what each chart was asked to draw. Use it with
 * `vi.mock('uplot', () => import('…/test/fake-uplot'))`. The charts load uPlot lazily, once per run (one jsdom per
 * worker, see vite.config.ts), so every test file must record into the same list: it lives on globalThis.
 */
export interface DrawnPlot {
  data: unknown[][];
  target: HTMLElement;
}

const registry = globalThis as typeof globalThis & { __drawnPlots?: DrawnPlot[] };
/** Each chart drawn, in order; empty it before a test (`plots.length = 0`). */
export const plots: DrawnPlot[] = (registry.__drawnPlots ??= []);

export default class FakePlot {
  width = 320;
  static tzDate = (date: Date) => date;
  constructor(_options: unknown, data: unknown[][], target: HTMLElement) {
    plots.push({ data, target });
  }
  setSize() {}
  destroy() {}
}
