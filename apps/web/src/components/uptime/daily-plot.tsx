import type { UptimeDay } from '@client-portal/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { formatUptimePercent } from './uptime-format';

/** What a daily chart draws: each day's average response time (ms) or its uptime (%). */
export type DailyMetric = 'responseTime' | 'uptime';

/** `yyyy-MM-dd` (UTC) as the chart's x value: seconds since 1970 at that day's midnight UTC. */
const dayToSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const secondsToDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

interface MetricDrawing {
  label: string;
  valueOf: (day: UptimeDay) => number | null;
  format: (value: number) => string;
  /** The y axis' labels: shorter than the legend's. */
  tick: (value: number) => string;
  range: uPlot.Range.Function;
  strokeVariable: [name: string, fallback: string];
  fillVariable: [name: string, fallback: string];
}

const METRICS: Record<DailyMetric, MetricDrawing> = {
  responseTime: {
    label: 'Average response time',
    valueOf: (day) => day.averageResponseMs,
    format: (ms) => `${ms} ms`,
    tick: (ms) => `${ms} ms`,
    range: (_plot, _min, max) => [0, Math.max(100, Math.ceil(max * 1.1))],
    strokeVariable: ['--bs-primary', '#0d6efd'],
    fillVariable: ['--bs-primary-bg-subtle', '#cfe2ff'],
  },
  uptime: {
    label: 'Uptime',
    valueOf: (day) => day.uptimePercent,
    format: (percent) => formatUptimePercent(percent),
    tick: (percent) => `${percent}%`,
    // Always the whole 0–100%: a dip reads as large as it was, never magnified.
    range: () => [0, 100],
    strokeVariable: ['--bs-success', '#198754'],
    fillVariable: ['--bs-success-bg-subtle', '#d1e7dd'],
  },
};

export interface DailyPlotProps {
  daily: UptimeDay[];
  metric: DailyMetric;
  height: number;
}

/** The uPlot canvas of one figure per day (loaded on its own: see daily-chart.tsx). */
export function DailyPlot({ daily, metric, height }: DailyPlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const drawing = METRICS[metric];
    // The canvas cannot read CSS variables: take Bootstrap's colours (light or dark) as they are now.
    const style = getComputedStyle(container);
    const color = ([name, fallback]: [string, string]) => style.getPropertyValue(name).trim() || fallback;
    const text = color(['--bs-body-color', '#212529']);
    const grid = color(['--bs-border-color', '#dee2e6']);
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const values = daily.map(drawing.valueOf);
    // Away from the chart the legend tells the latest day with a figure (the chart is never drawn without one).
    const latest = values.findLastIndex((value) => value !== null);
    const options: uPlot.Options = {
      width: container.clientWidth || 320,
      height,
      // The days are UTC dates: label them as such, whatever the viewer's time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      scales: { y: { range: drawing.range } },
      series: [
        {
          label: 'Day',
          value: (_plot, seconds) =>
            formatDate(seconds == null ? daily[latest]!.date : secondsToDay(seconds), DATE_FORMATS.date),
        },
        {
          label: drawing.label,
          stroke: color(drawing.strokeVariable),
          fill: color(drawing.fillVariable),
          width: 2,
          // Every day's point drawn: a single day, or days apart with none between, still show.
          points: { show: true, size: 5 },
          value: (_plot, value, _series, index) => {
            const shown = index == null ? values[latest]! : value;
            return shown == null ? 'no checks' : drawing.format(shown);
          },
        },
      ],
      axes: [
        { ...axis, values: (_plot, splits) => splits.map((seconds) => formatDate(secondsToDay(seconds), 'd-MMM')) },
        { ...axis, size: 64, values: (_plot, splits) => splits.map(drawing.tick) },
      ],
    };
    const data: uPlot.AlignedData = [daily.map((day) => dayToSeconds(day.date)), values];
    const plot = new uPlot(options, data, container);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (container.clientWidth !== plot.width) plot.setSize({ width: container.clientWidth, height });
          });
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [daily, metric, height]);

  return <div ref={containerRef} className="daily-plot" />;
}
