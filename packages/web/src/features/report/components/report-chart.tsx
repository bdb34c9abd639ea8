/**
 * A measure's scores in the report's period as a small SVG chart that prints: the typical-range band, the
 * goal as a dashed line and the scores as a line with points. It is decoration for sighted readers; the
 * same scores are in the table beside it.
 */
import type { ReportMeasure } from '@attune/core/rules';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** The chart of one measure (hidden from screen readers: its table says the same). */
export function ReportChart({ measure }: { readonly measure: ReportMeasure }) {
  const span = Math.max(measure.max - measure.min, 1);
  const y = (value: number) => PAD + ((measure.max - value) / span) * (HEIGHT - 2 * PAD);
  const count = measure.points.length;
  const x = (index: number) => (count <= 1 ? WIDTH / 2 : PAD + (index / (count - 1)) * (WIDTH - 2 * PAD));
  const line = measure.points.map((point, index) => `${x(index)},${y(point.score)}`).join(' ');
  return (
    <svg
      className="web-report-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} className="web-report-chart__frame" />
      {measure.typical ? (
        <rect
          x={0}
          y={y(measure.typical.high)}
          width={WIDTH}
          height={Math.max(y(measure.typical.low) - y(measure.typical.high), 0)}
          className="web-report-chart__band"
        />
      ) : null}
      {measure.goal !== null ? (
        <line
          x1={0}
          x2={WIDTH}
          y1={y(measure.goal)}
          y2={y(measure.goal)}
          className="web-report-chart__goal"
        />
      ) : null}
      {count > 1 ? <polyline points={line} className="web-report-chart__line" /> : null}
      {measure.points.map((point, index) => (
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: a point's place on the chart is its index
          key={index}
          cx={x(index)}
          cy={y(point.score)}
          r={4}
          className="web-report-chart__point"
        />
      ))}
    </svg>
  );
}
