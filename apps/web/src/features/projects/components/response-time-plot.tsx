import type { UptimeDay } from '@client-portal/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DATE_FORMATS, formatDate } from '../../../lib/format';

/** `yyyy-MM-dd` (UTC) as the chart's x value: seconds since 1970 at that day's midnight UTC. */
const dayToSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const secondsToDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export interface ResponseTimePlotProps {
  daily: UptimeDay[];
  height: number;
}

/** The uPlot canvas of the average response time per day (loaded on its own: see response-time-chart.tsx). */
export function ResponseTimePlot({ daily, height }: ResponseTimePlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // The canvas cannot read CSS variables: take Bootstrap's colours (light or dark) as they are now.
    const style = getComputedStyle(container);
    const color = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const text = color('--bs-body-color', '#212529');
    const grid = color('--bs-border-color', '#dee2e6');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const options: uPlot.Options = {
      width: container.clientWidth || 320,
      height,
      // The days are UTC dates: label them as such, whatever the viewer's time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      scales: { y: { range: (_plot, _min, max) => [0, Math.max(100, Math.ceil(max * 1.1))] } },
      series: [
        {
          label: 'Day',
          value: (_plot, seconds) => (seconds == null ? '—' : formatDate(secondsToDay(seconds), DATE_FORMATS.date)),
        },
        {
          label: 'Average response time',
          stroke: color('--bs-primary', '#0d6efd'),
          fill: color('--bs-primary-bg-subtle', '#cfe2ff'),
          width: 2,
          points: { size: 5 },
          // Away from the chart the legend names no day: it shows a dash, not "no checks".
          value: (_plot, ms, _series, index) => (index == null ? '—' : ms == null ? 'no checks' : `${ms} ms`),
        },
      ],
      axes: [
        { ...axis, values: (_plot, splits) => splits.map((seconds) => formatDate(secondsToDay(seconds), 'd-MMM')) },
        { ...axis, size: 64, values: (_plot, splits) => splits.map((ms) => `${ms} ms`) },
      ],
    };
    const data: uPlot.AlignedData = [
      daily.map((day) => dayToSeconds(day.date)),
      daily.map((day) => day.averageResponseMs),
    ];
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
  }, [daily, height]);

  return <div ref={containerRef} className="response-time-plot" />;
}
