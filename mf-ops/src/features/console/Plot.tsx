import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { PlotData, PlotMarker } from './plot-data';
import styles from './console.module.css';

// One uPlot chart. The library (about 20 KB gzip) and its stylesheet are loaded when the first plot mounts, in the
// browser only: they are in no other page's code, and a page drawn on the server draws the plots' frames alone.

let uplotLoad: Promise<typeof uPlot> | undefined;
function loadUPlot(): Promise<typeof uPlot> {
  // The package's ES build exports the class as its default; its type declarations say `export =`.
  uplotLoad ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => ('default' in module ? module.default : module) as typeof uPlot,
  );
  return uplotLoad;
}

const MARKER_COLOURS: Record<string, string> = { start: '#1b7f5a', advance: '#5b6573', abort: '#b3261e', rollback: '#b3261e', promote: '#0a5cad' };

/** A uPlot plugin that draws each history marker as a vertical line across the plot, with its action's first letter. */
function markersPlugin(markers: readonly PlotMarker[]): uPlot.Plugin {
  return {
    hooks: {
      draw: [
        (chart: uPlot) => {
          const { ctx, bbox } = chart;
          ctx.save();
          ctx.lineWidth = 2 * devicePixelRatio;
          ctx.font = `${11 * devicePixelRatio}px system-ui, sans-serif`;
          for (const marker of markers) {
            const x = Math.round(chart.valToPos(marker.time, 'x', true));
            if (x < bbox.left || x > bbox.left + bbox.width) continue;
            ctx.strokeStyle = MARKER_COLOURS[marker.action] ?? '#1d2733';
            ctx.fillStyle = ctx.strokeStyle;
            ctx.setLineDash([4 * devicePixelRatio, 3 * devicePixelRatio]);
            ctx.beginPath();
            ctx.moveTo(x, bbox.top);
            ctx.lineTo(x, bbox.top + bbox.height);
            ctx.stroke();
            ctx.fillText(marker.action, x + 3 * devicePixelRatio, bbox.top + 12 * devicePixelRatio);
          }
          ctx.restore();
        },
      ],
    },
  };
}

export interface PlotProps {
  title: string;
  plot: PlotData;
  markers: readonly PlotMarker[];
  /** The unit of the left axis' values: ' ms', '' (a count or a score). */
  unit: string;
  /** The x range: the first slot's start to the last slot's end. */
  range: [number, number];
}

/** A plot drawn as wide as its box (phone width too), redrawn when the box changes width or the data change. */
export function Plot({ title, plot, markers, unit, range }: PlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let chart: uPlot | undefined;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    loadUPlot().then(
      (UPlot) => {
        if (cancelled) return;
        const scales = [...new Set(plot.lines.map((line) => line.scale))];
        const options: uPlot.Options = {
          width: Math.max(240, element.clientWidth),
          height: 200,
          scales: {
            x: { time: true, range: () => range },
            ...Object.fromEntries(
              scales.map((scale) => [scale, { range: (_u, _min, max) => [0, Math.max(max, scale === 'CLS' ? 0.1 : 1)] as uPlot.Range.MinMax }]),
            ),
          },
          series: [
            {},
            ...plot.lines.map((line) => ({
              label: line.label,
              stroke: line.stroke,
              dash: line.dash,
              scale: line.scale,
              width: 2,
              spanGaps: false,
              points: { show: false },
            })),
          ],
          axes: [
            { stroke: '#1d2733' },
            ...scales.map((scale, index) => ({
              scale,
              side: index === 0 ? 3 : 1,
              stroke: '#1d2733',
              grid: { show: index === 0 },
              values: (_u: uPlot, ticks: number[]) => ticks.map((tick) => (scale === '%' ? `${tick}%` : `${tick}${unit}`)),
              // Wide enough for "2500 ms" and "0.075" at the axis' font.
              size: scale === '%' ? 50 : 76,
            })),
          ],
          legend: { live: false },
          cursor: { drag: { x: false, y: false } },
          plugins: [markersPlugin(markers)],
        };
        chart = new UPlot(options, plot.data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(240, element.clientWidth), height: 200 }));
        observer.observe(element);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [plot, markers, unit, range]);

  return (
    <figure className={styles.plot}>
      <figcaption className={styles.plotTitle}>{title}</figcaption>
      {failed ? <p role="alert">The chart library could not be loaded: reload the page to try again.</p> : null}
      <div ref={box} className={styles.plotArea} />
    </figure>
  );
}
