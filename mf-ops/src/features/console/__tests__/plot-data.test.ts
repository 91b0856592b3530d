import type { RolloutSeries } from '../console-api';
import { hasValues, loadsPlot, plotMarkers, plotSummary, vitalPlot } from '../plot-data';

// The series shaped as uPlot draws them: a point per slot, null (a gap) where a line has nothing, never a zero
// made up for a rate of no loads or a p75 of no views.

const times = [1_790_000_000, 1_790_000_060, 1_790_000_120];
const series: RolloutSeries = {
  remote: 'mf-news',
  range: '1h',
  stepSeconds: 60,
  times,
  loads: [
    { channel: 'stable', loads: [100, 0, 40], failures: [1, 0, 0] },
    { channel: 'canary', loads: [8, 3, 0], failures: [2, 3, 0] },
  ],
  vitals: [
    { metric: 'LCP', channel: 'stable', device: 'mobile', p75: [2401.4, null, 1999.6], views: [12, 0, 3] },
    { metric: 'LCP', channel: 'canary', device: 'mobile', p75: [null, 3120.2, null], views: [0, 2, 0] },
    { metric: 'CLS', channel: 'canary', device: 'desktop', p75: [0.24512, null, null], views: [4, 0, 0] },
    { metric: 'INP', channel: 'stable', device: 'desktop', p75: [null, null, null], views: [0, 0, 0] },
  ],
  markers: [
    { at: '2026-09-21T13:35:00.000Z', action: 'advance', actor: 'guard', text: 'canary at 5%' },
    { at: '2026-09-21T13:33:20.000Z', action: 'start', actor: 'console:desk', text: 'canary at 1%' },
  ],
};

describe('the plot data', () => {
  it('gives loads per channel, and the failure rate in percent with a gap where a channel had no load', () => {
    const plot = loadsPlot(series);
    expect(plot.lines.map((line) => [line.label, line.scale])).toEqual([
      ['stable loads', 'loads'],
      ['canary loads', 'loads'],
      ['stable failure rate %', '%'],
      ['canary failure rate %', '%'],
    ]);
    expect(plot.data).toEqual([times, [100, 0, 40], [8, 3, 0], [1, null, 0], [25, 100, null]]);
    // The canary is dashed, stable is not.
    expect(plot.lines[1]?.dash).toBeDefined();
    expect(plot.lines[0]?.dash).toBeUndefined();
  });

  it('gives the p75 of one metric per channel and device, rounded to whole ms (CLS to thousandths), null where no views', () => {
    const lcp = vitalPlot(series, 'LCP');
    expect(lcp.lines.map((line) => line.label)).toEqual(['stable mobile', 'canary mobile']);
    expect(lcp.data).toEqual([times, [2401, null, 2000], [null, 3120, null]]);
    expect(vitalPlot(series, 'CLS').data).toEqual([times, [0.245, null, null]]);
    expect(hasValues(vitalPlot(series, 'INP'))).toBe(false);
    expect(hasValues(lcp)).toBe(true);
  });

  it('puts the history markers in time order, in Unix seconds, labelled with their action', () => {
    expect(plotMarkers(series)).toEqual([
      { time: Date.parse('2026-09-21T13:33:20.000Z') / 1000, action: 'start', label: 'start: canary at 1%' },
      { time: Date.parse('2026-09-21T13:35:00.000Z') / 1000, action: 'advance', label: 'advance: canary at 5%' },
    ]);
  });

  it('says in words what each line shows last, for a reader who cannot see the plot', () => {
    expect(plotSummary(vitalPlot(series, 'LCP'), ' ms')).toBe('Latest values. stable mobile: 2000 ms; canary mobile: 3120 ms.');
    expect(plotSummary(loadsPlot(series), ' loads')).toBe(
      'Latest values. stable loads: 40 loads; canary loads: 0 loads; stable failure rate %: 0%; canary failure rate %: 100%.',
    );
  });
});
