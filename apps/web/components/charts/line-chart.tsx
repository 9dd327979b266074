import { type Axis, integerTicks, scale } from "./chart-scale";
import "./charts.css";

export type { Axis } from "./chart-scale";

export interface ChartSeries {
  /** The series' name: the legend's and the table column's text. */
  label: string;
  /** The values, by x; a missing x is a gap in the line and an empty table cell. */
  points: readonly { x: number; y: number }[];
}

interface LineChartProps {
  /** Unique on the page: the chart's title and description are referenced by ids built from it. */
  id: string;
  /** What the chart shows, in one line: the SVG's `<title>` and the data table's caption. */
  title: string;
  /** What a reader should take from it, in words (`<desc>`), e.g. the first and the latest value. */
  description: string;
  x: Axis;
  y: Axis;
  series: readonly ChartSeries[];
}

/* Drawing units of the viewBox; the SVG scales to its box's width, so text stays in proportion. */
const WIDTH = 320;
const HEIGHT = 220;
const MARGIN = { top: 10, right: 12, bottom: 40, left: 50 };
const PLOT = {
  left: MARGIN.left,
  right: WIDTH - MARGIN.right,
  top: MARGIN.top,
  bottom: HEIGHT - MARGIN.bottom,
};
/** Marker shapes by series, so series differ in shape as well as in colour (WCAG 1.4.1). */
const MARKERS = ["circle", "square", "diamond"] as const;

const plain = (value: number) => String(value);

function Marker({ kind, cx, cy }: { kind: (typeof MARKERS)[number]; cx: number; cy: number }) {
  if (kind === "circle") return <circle cx={cx} cy={cy} r={4} />;
  if (kind === "square") return <rect x={cx - 3.5} y={cy - 3.5} width={7} height={7} />;
  return <path d={`M${cx} ${cy - 5}L${cx + 5} ${cy}L${cx} ${cy + 5}L${cx - 5} ${cy}Z`} />;
}

/**
 * A line chart rendered on the server as plain SVG: no charting code reaches the browser. It is one image for
 * assistive technology (`role="img"` named by its `<title>`, described by its `<desc>`), with German axis titles,
 * colours from the design tokens (light and dark), and the same values as a real table behind "Als Tabelle
 * anzeigen". Generic over its axes: a team's places per matchday, a player's goals per season, …
 */
export function LineChart({ id, title, description, x, y, series }: LineChartProps) {
  const formatX = x.format ?? plain;
  const formatY = y.format ?? plain;
  const px = (value: number) => scale(value, x.domain, [PLOT.left, PLOT.right], x.isInverted);
  const py = (value: number) => scale(value, y.domain, [PLOT.top, PLOT.bottom], !y.isInverted);
  const xTicks = integerTicks(x.domain[0], x.domain[1], 10);
  const yTicks = integerTicks(y.domain[0], y.domain[1], 9);
  const xValues = [...new Set(series.flatMap((entry) => entry.points.map((point) => point.x)))].sort((a, b) => a - b);
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className="chart" id={id}>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <g className="chart__grid">
          {yTicks.map((tick) => (
            <line key={tick} x1={PLOT.left} x2={PLOT.right} y1={py(tick)} y2={py(tick)} />
          ))}
        </g>
        <g className="chart__axis">
          <line x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={PLOT.bottom} />
          <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} />
          {yTicks.map((tick) => (
            <text key={tick} x={PLOT.left - 8} y={py(tick)} textAnchor="end" dominantBaseline="middle">
              {formatY(tick)}
            </text>
          ))}
          {xTicks.map((tick) => (
            <text key={tick} x={px(tick)} y={PLOT.bottom + 15} textAnchor="middle">
              {formatX(tick)}
            </text>
          ))}
          <text className="chart__axis-title" x={(PLOT.left + PLOT.right) / 2} y={HEIGHT - 4} textAnchor="middle">
            {x.label}
          </text>
          <text
            className="chart__axis-title"
            x={-(PLOT.top + PLOT.bottom) / 2}
            y={13}
            transform="rotate(-90)"
            textAnchor="middle"
          >
            {y.label}
          </text>
        </g>
        {series.map((entry, index) => {
          const points = [...entry.points].sort((a, b) => a.x - b.x);
          const path = points.map((point, at) => `${at === 0 ? "M" : "L"}${px(point.x)} ${py(point.y)}`).join("");
          const marker = MARKERS[index % MARKERS.length]!;
          return (
            <g key={entry.label} className={`chart__series chart__series--${index % 3}`}>
              <path className="chart__line" d={path} />
              {points.map((point) => (
                <Marker key={point.x} kind={marker} cx={px(point.x)} cy={py(point.y)} />
              ))}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <figcaption className="chart__legend">
          {series.map((entry, index) => (
            <span key={entry.label} className={`chart__legend-item chart__series--${index % 3}`}>
              <svg viewBox="-6 -6 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                <Marker kind={MARKERS[index % MARKERS.length]!} cx={0} cy={0} />
              </svg>
              {entry.label}
            </span>
          ))}
        </figcaption>
      ) : null}
      <details className="chart__data">
        <summary>Als Tabelle anzeigen</summary>
        <table className="chart__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{x.label}</th>
              {series.map((entry) => (
                <th key={entry.label} scope="col">
                  {series.length > 1 ? entry.label : y.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xValues.map((value) => (
              <tr key={value}>
                <th scope="row">{formatX(value)}</th>
                {series.map((entry) => {
                  const point = entry.points.find((candidate) => candidate.x === value);
                  return <td key={entry.label}>{point ? formatY(point.y) : "–"}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
