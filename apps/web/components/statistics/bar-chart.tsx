import "../charts/charts.css";
import "./statistics.css";

export interface Bar {
  /** The bar's name: its label beside the bar and its table row's heading. */
  label: string;
  value: number;
}

interface BarChartProps {
  /** Unique on the page: the chart's title and description are referenced by ids built from it. */
  id: string;
  /** What the chart shows, in one line: the SVG's `<title>` and the data table's caption. */
  title: string;
  /** What a reader should take from it, in words (`<desc>`). */
  description: string;
  /** The table's column headings: what the bars are (e.g. "Spieler") and what their length is (e.g. "Tore"). */
  itemLabel: string;
  valueLabel: string;
  bars: readonly Bar[];
  format?: (value: number) => string;
}

/* Drawing units of the viewBox, in proportion with the line chart's, so text reads the same size. */
const WIDTH = 320;
const LABEL_WIDTH = 118;
const VALUE_ROOM = 34;
const ROW = 22;
const BAR = 14;
const TOP = 4;
/** Characters of a label that fit its column at the chart's font size; longer ones are cut (the table has all). */
const LABEL_CHARACTERS = 20;

const plain = (value: number) => String(value);

function shorten(label: string): string {
  return label.length <= LABEL_CHARACTERS ? label : `${label.slice(0, LABEL_CHARACTERS - 1).trimEnd()}…`;
}

/**
 * A horizontal bar chart rendered on the server as plain SVG, like the line chart beside it: one image for
 * assistive technology (`role="img"` named by its `<title>`, described by its `<desc>`), colours from the design
 * tokens (light and dark), each bar labelled with its name and value (no colour carries meaning), and the same
 * values as a real table behind "Als Tabelle anzeigen". Bars start at zero, so lengths compare honestly.
 */
export function BarChart({ id, title, description, itemLabel, valueLabel, bars, format = plain }: BarChartProps) {
  const height = TOP * 2 + bars.length * ROW;
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const span = WIDTH - LABEL_WIDTH - VALUE_ROOM;
  const length = (value: number) => (largest === 0 ? 0 : Math.max(0, (value / largest) * span));
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className="chart bar-chart" id={id}>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <g className="chart__axis">
          <line x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={TOP} y2={height - TOP} />
        </g>
        {bars.map((bar, index) => {
          const y = TOP + index * ROW;
          const middle = y + ROW / 2;
          const barLength = length(bar.value);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are in rank order, and names may repeat.
            <g key={index} className="bar-chart__row">
              <text x={LABEL_WIDTH - 6} y={middle} textAnchor="end" dominantBaseline="middle">
                {shorten(bar.label)}
              </text>
              <rect
                className="bar-chart__bar"
                x={LABEL_WIDTH}
                y={middle - BAR / 2}
                width={barLength}
                height={BAR}
                rx={2}
              />
              <text x={LABEL_WIDTH + barLength + 4} y={middle} dominantBaseline="middle">
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="chart__data">
        <summary>Als Tabelle anzeigen</summary>
        <table className="chart__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{itemLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the bars are in rank order, and names may repeat.
              <tr key={index}>
                <th scope="row">{bar.label}</th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
