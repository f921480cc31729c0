// A time series or step chart drawn by uPlot (ADR 073): bars and lines over labelled slots, as wide as its panel
// (it follows the panel's width on a phone and on a resize). The chart is a picture for sighted readers; the
// panel's table beside it carries the same numbers for everyone (the chart is hidden from assistive technology
// and named by the table).
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import styles from './business.module.css';

export interface ChartSeries {
  label: string;
  values: number[];
  kind: 'bars' | 'line';
  tone: 'accent' | 'muted' | 'danger';
}

interface UplotChartProps {
  /** One label per slot, left to right. */
  labels: string[];
  series: ChartSeries[];
  /** A value on the y axis and in the tooltip-free chart: "12.900", "45". */
  format: (value: number) => string;
  /** The least top of the y axis (an empty chart still has a scale): 5 learners, 1.000 RSD. */
  minimum: number;
  /** Whole steps on the y axis (counts). */
  integer?: boolean;
  /** Shorter labels for a narrow chart (a phone), e.g. the funnel's step numbers. */
  narrowLabels?: string[];
  height?: number;
}

const NARROW = 560;
const INTEGER_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1e6,
];

const TONES: Record<ChartSeries['tone'], [string, string]> = {
  accent: ['--color-accent', '#b4532a'],
  muted: ['--color-text-subtle', '#8a8178'],
  danger: ['--color-danger', '#b42318'],
};

/** Whole slots, about one label per 64 px. */
function slotSplits(count: number, width: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / 64))));
  const out: number[] = [];
  for (let i = 0; i < count; i += step) out.push(i);
  return out;
}

export function UplotChart({
  labels,
  series,
  format,
  minimum,
  integer,
  narrowLabels,
  height = 220,
}: UplotChartProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import('./uplot-loader').then(({ default: UPlot }) => {
      if (cancelled) return;
      const style = getComputedStyle(element);
      const color = (tone: ChartSeries['tone']) =>
        style.getPropertyValue(TONES[tone][0]).trim() || TONES[tone][1];
      const axis = style.getPropertyValue('--color-text-muted').trim() || '#6b625a';
      const grid = style.getPropertyValue('--color-border').trim() || '#e7e1da';
      const bars = UPlot.paths.bars?.({ size: [0.7, 48] });
      const slotLabels = () => (narrowLabels && element.clientWidth < NARROW ? narrowLabels : labels);
      const options: uPlot.Options = {
        width: Math.max(200, element.clientWidth),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.6, labels.length - 0.4] },
          y: { range: (_u, _min, max) => [0, Math.max(max * 1.08, minimum)] },
        },
        axes: [
          {
            stroke: axis,
            grid: { show: false },
            ticks: { show: false },
            splits: (u) => slotSplits(labels.length, u.bbox.width / devicePixelRatio),
            values: (_u, splits) => splits.map((i) => slotLabels()[i] ?? ''),
          },
          {
            stroke: axis,
            size: 64,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            values: (_u, splits) => splits.map(format),
            ...(integer ? { incrs: INTEGER_STEPS } : {}),
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: color(s.tone),
            fill: s.kind === 'bars' ? color(s.tone) : undefined,
            width: s.kind === 'line' ? 2 : 0,
            paths: s.kind === 'bars' ? bars : undefined,
            points: { show: s.kind === 'line' && labels.length <= 12 },
          })),
        ],
      };
      plot = new UPlot(options, [labels.map((_, i) => i), ...series.map((s) => s.values)], element);
      observer = new ResizeObserver(() => {
        if (!plot || element.clientWidth === 0) return;
        plot.setSize({ width: Math.max(200, element.clientWidth), height });
        plot.redraw(false, true);
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [labels, series, format, minimum, integer, narrowLabels, height]);

  return <div ref={ref} className={styles.chart} style={{ minHeight: height }} aria-hidden="true" />;
}
