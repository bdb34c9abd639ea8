/**
 * A measure's history as a line chart (uPlot, loaded only when the Scores tab shows a chart: this module is
 * imported lazily). The canvas is decoration for sighted parents; the same points are in a table that
 * screen readers read.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ScoreChartProps {
  /** Accessible name of the chart, e.g. 'Inattention over time'. */
  readonly label: string;
  /** The scores, oldest first. */
  readonly history: readonly { readonly at: string; readonly score: number }[];
  /** The goal, drawn as a dashed line. */
  readonly target: number;
  readonly min: number;
  readonly max: number;
}

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export default function ScoreChart({ label, history, target, min, max }: ScoreChartProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // One step per check-in (evenly spaced, labelled with its date), whatever the time between them.
    const xs = history.map((_, index) => index);
    const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
    const dayOf = (index: number) => {
      const point = Number.isInteger(index) ? history[index] : undefined;
      return point ? short.format(new Date(point.at)) : '';
    };
    const ys = history.map((point) => point.score);
    const line = cssColor(element, '--at-color-primary', '#0b6466');
    const muted = cssColor(element, '--at-color-text-muted', '#4a5a5d');
    const grid = cssColor(element, '--at-color-border', '#d3dcda');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 160,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: [min, max] } },
        axes: [
          { ...axis, space: 48, incrs: [1], values: (_u, splits) => splits.map(dayOf) },
          { ...axis, size: 36 },
        ],
        series: [
          {},
          { stroke: line, width: 2, points: { show: true, size: 7, fill: line } },
          { stroke: muted, width: 1, dash: [6, 4], points: { show: false } },
        ],
      },
      [xs, ys, xs.map(() => target)],
      element,
    );
    // Drawn again only when its width really changes: not while its tab is hidden (width 0) and shown again.
    let width = Math.max(element.clientWidth, 200);
    const resize = new ResizeObserver(() => {
      const next = element.clientWidth;
      if (next === 0 || Math.max(next, 200) === width) return;
      width = Math.max(next, 200);
      chart.setSize({ width, height: 160 });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [history, target, min, max, i18n.language]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <figure className="web-score-chart">
      <div ref={box} aria-hidden="true" />
      <figcaption className="web-visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scores.date')}</th>
              <th scope="col">{t('scores.score')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.at}>
                <td>{date.format(new Date(point.at))}</td>
                <td>{point.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
