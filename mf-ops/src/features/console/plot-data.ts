import type { RolloutSeries, SeriesChannel, SeriesDevice, SeriesMetric } from './console-api';

// The series the API gives, shaped as uPlot draws them: one x array (Unix seconds) and one y array per line, null
// where a line has nothing to show at that point (a gap, never a made-up zero).

/** One line of a plot: its label, its colour and dash (stable solid, canary dashed; phones and desktops apart). */
export interface PlotLine {
  label: string;
  stroke: string;
  dash?: number[];
  /** The axis scale it is read on. */
  scale: string;
}

export interface PlotData {
  /** uPlot's data: [x, y1, y2, ...]. */
  data: [number[], ...(number | null)[][]];
  lines: PlotLine[];
}

/** A marker on every plot: a line of the history inside the range. */
export interface PlotMarker {
  /** Unix seconds. */
  time: number;
  action: string;
  label: string;
}

const CHANNEL_COLOURS: Record<SeriesChannel, string> = { stable: '#0a5cad', canary: '#b3261e' };
const DEVICE_COLOURS: Record<`${SeriesChannel} ${SeriesDevice}`, string> = {
  'stable mobile': '#0a5cad',
  'stable desktop': '#1b7f5a',
  'canary mobile': '#b3261e',
  'canary desktop': '#8a4b00',
};
const CANARY_DASH = [6, 4];

/**
 * Loads and failure rate per channel: loads on the left axis, the failure rate in percent on the right, null where the
 * channel had no load in that slot (a rate of nothing is no rate).
 */
export function loadsPlot(series: RolloutSeries): PlotData {
  const lines: PlotLine[] = [];
  const ys: (number | null)[][] = [];
  for (const channel of series.loads) {
    const dash = channel.channel === 'canary' ? CANARY_DASH : undefined;
    lines.push({ label: `${channel.channel} loads`, stroke: CHANNEL_COLOURS[channel.channel], dash, scale: 'loads' });
    ys.push(channel.loads.map((loads) => loads));
  }
  for (const channel of series.loads) {
    const dash = channel.channel === 'canary' ? CANARY_DASH : undefined;
    lines.push({ label: `${channel.channel} failure rate %`, stroke: CHANNEL_COLOURS[channel.channel], dash: dash ?? [2, 3], scale: '%' });
    ys.push(channel.loads.map((loads, index) => (loads === 0 ? null : Math.round(((channel.failures[index] ?? 0) / loads) * 1000) / 10)));
  }
  return { data: [series.times, ...ys], lines };
}

/** The p75 of one metric: a line per channel and device, in ms (LCP, INP) or the layout-shift score (CLS). */
export function vitalPlot(series: RolloutSeries, metric: SeriesMetric): PlotData {
  const lines: PlotLine[] = [];
  const ys: (number | null)[][] = [];
  for (const line of series.vitals.filter((candidate) => candidate.metric === metric)) {
    const key = `${line.channel} ${line.device}` as const;
    lines.push({
      label: `${line.channel} ${line.device}`,
      stroke: DEVICE_COLOURS[key],
      dash: line.channel === 'canary' ? CANARY_DASH : undefined,
      scale: metric,
    });
    ys.push(line.p75.map((value) => (value === null ? null : metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value))));
  }
  return { data: [series.times, ...ys], lines };
}

/** The history's lines as markers, in time order. */
export function plotMarkers(series: RolloutSeries): PlotMarker[] {
  return series.markers
    .map((marker) => ({ time: Date.parse(marker.at) / 1000, action: marker.action, label: `${marker.action}: ${marker.text}` }))
    .filter((marker) => Number.isFinite(marker.time))
    .sort((a, b) => a.time - b.time);
}

/** Whether a plot has anything to draw: any value that is not null (a loads line of zeros counts: nothing happened). */
export function hasValues(plot: PlotData, ignoreZeros = false): boolean {
  return plot.data.slice(1).some((ys) => ys.some((value) => value !== null && (!ignoreZeros || value !== 0)));
}

/** Sentences that say what a plot shows, for a reader who cannot see it: the latest value of each line. */
export function plotSummary(plot: PlotData, unit: string): string {
  const parts = plot.lines.map((line, index) => {
    const ys = plot.data[index + 1] ?? [];
    let latest: number | null = null;
    for (let at = ys.length - 1; at >= 0 && latest === null; at -= 1) latest = ys[at] ?? null;
    return `${line.label}: ${latest === null ? 'no data' : `${latest}${line.scale === '%' ? '%' : unit}`}`;
  });
  return `Latest values. ${parts.join('; ')}.`;
}
