import { formatReportDayShort } from '@sme/domain';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SpeedToLeadReport } from './report-csv.ts';

// The report's chart, drawn by uPlot (a small, maintained canvas chart library with no dependencies). Only the
// Reports page loads this file, as a chunk of its own (React.lazy), so no other console page carries the library.

const HEIGHT = 260;
/** The console's brand teal and a dark amber: both above 3:1 against white (WCAG 1.4.11), and told apart by the dash too. */
const SHARE_COLOUR = '#0f766e';
const MEDIAN_COLOUR = '#b45309';
const AXIS_COLOUR = '#334155';
const GRID_COLOUR = '#e2e8f0';
const FONT = '12px system-ui, sans-serif';

/** Whole days between ticks: one a day while they fit, then a week, a fortnight, about a month. */
const dayIncrements = [1, 2, 7, 14, 28, 56, 91];

function chartData(report: SpeedToLeadReport): uPlot.AlignedData {
  return [
    report.days.map((_, index) => index),
    report.days.map((day) => day.withinTargetPercent),
    // Minutes, with the seconds as a fraction: the axis reads in minutes.
    report.days.map((day) => (day.medianSeconds === null ? null : day.medianSeconds / 60)),
  ];
}

function chartOptions(report: SpeedToLeadReport, width: number): uPlot.Options {
  const axis = { stroke: AXIS_COLOUR, font: FONT, labelFont: `600 ${FONT}`, grid: { stroke: GRID_COLOUR, width: 1 } };
  return {
    width,
    height: HEIGHT,
    // The tables below are the chart's text: no hover read-out or legend table to duplicate them.
    cursor: { show: false },
    legend: { show: false },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      share: { range: [0, 100] },
      minutes: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max ?? 0))] },
    },
    axes: [
      {
        ...axis,
        incrs: dayIncrements,
        values: (_u, splits) =>
          splits.map((index) => {
            const day = report.days[index];
            return Number.isInteger(index) && day ? formatReportDayShort(day.day) : '';
          }),
      },
      { ...axis, scale: 'share', label: 'Within 3 minutes (%)', values: (_u, splits) => splits.map((v) => `${v}%`) },
      {
        ...axis,
        scale: 'minutes',
        side: 1,
        label: 'Median (minutes)',
        grid: { show: false },
        values: (_u, splits) => splits.map((v) => `${v}`),
      },
    ],
    series: [
      {},
      {
        label: 'Reached within 3 minutes (%)',
        scale: 'share',
        stroke: SHARE_COLOUR,
        width: 2,
        points: { show: true, size: 7, fill: SHARE_COLOUR },
      },
      {
        label: 'Median time to reach (minutes)',
        scale: 'minutes',
        stroke: MEDIAN_COLOUR,
        width: 2,
        dash: [6, 4],
        points: { show: true, size: 7, fill: MEDIAN_COLOUR },
      },
    ],
  };
}

/** The per-day chart, as wide as its box; a day with nothing reached leaves a gap in both lines. */
export default function SpeedChart({ report }: { report: SpeedToLeadReport }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(chartOptions(report, element.clientWidth), chartData(report), element);
    element.dataset.chart = 'drawn';
    // The chart follows its box when the window or the layout changes width.
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      delete element.dataset.chart;
    };
  }, [report]);

  return <div ref={box} className="w-full" />;
}
