/**
 * jsdom has no canvas: a stand-in for uPlot that records what each chart was asked to draw. Use it with
 * `vi.mock('uplot', () => import('…/test/fake-uplot'))`. The charts load uPlot lazily, once per run (one jsdom per
 * worker, see vite.config.ts), so every test file must record into the same list: it lives on globalThis.
 */
export interface DrawnPlot {
  options: FakeOptions;
  data: unknown[][];
  target: HTMLElement;
}

/** The part of uPlot's options a test reads: the y range and what the legend says of each series. */
interface FakeOptions {
  scales: { y: { range: (plot: unknown, min: number, max: number) => [number, number] } };
  series: Array<{
    value: (plot: unknown, value: number | null, seriesIndex: number, index: number | null) => string;
    points?: { show?: boolean };
  }>;
}

const registry = globalThis as typeof globalThis & { __drawnPlots?: DrawnPlot[] };
/** Each chart drawn, in order; empty it before a test (`plots.length = 0`). */
export const plots: DrawnPlot[] = (registry.__drawnPlots ??= []);

export default class FakePlot {
  width = 320;
  static tzDate = (date: Date) => date;
  constructor(options: FakeOptions, data: unknown[][], target: HTMLElement) {
    plots.push({ options, data, target });
  }
  setSize() {}
  destroy() {}
}
