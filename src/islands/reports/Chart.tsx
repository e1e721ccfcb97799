import { valueAxis } from '../../lib/reports/value-axis.ts';

/**
 * A small chart drawn as SVG (no chart library: it ships to phones): bars grouped per label, or
 * lines over time. Colours are SVG attributes, which the content security policy allows; the
 * figures are in the table beside it, so the chart is an image with a summary for screen readers.
 */
interface ChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  series: { name: string; values: number[] }[];
  title: string;
}

const COLOURS = ['#1e6fb8', '#c2410c', '#15803d'];
const WIDTH = 720;
const HEIGHT = 260;

export function Chart({ kind, labels, series, title }: ChartProps) {
  const { top: max, ticks } = valueAxis(series.flatMap((s) => s.values));
  // Labels are drawn slanted down to the left of their bar: long ones need room on that side.
  const longest = Math.min(22, Math.max(0, ...labels.map((l) => l.length)));
  const PAD = { left: Math.max(44, longest * 5), right: 12, top: 12, bottom: 20 + longest * 4 };
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const step = plotW / Math.max(1, labels.length);
  const every = Math.ceil(labels.length / 12);
  const summary = series.map((s) => `${s.name}: ${s.values.reduce((a, b) => a + b, 0)}`).join('; ');
  return (
    <figure className="overflow-x-auto">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        className="h-auto w-full min-w-[32rem]"
      >
        {ticks.map((t) => (
          <g key={t} data-testid="chart-tick">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#d1d5db" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        {kind === 'bar'
          ? series.map((s, si) =>
              s.values.map((value, i) => {
                const barW = (step * 0.8) / series.length;
                return (
                  <rect
                    key={`${si}-${i}`}
                    x={PAD.left + i * step + step * 0.1 + si * barW}
                    y={y(value)}
                    width={Math.max(1, barW)}
                    height={PAD.top + plotH - y(value)}
                    fill={COLOURS[si % COLOURS.length]}
                  />
                );
              }),
            )
          : series.map((s, si) => (
              <polyline
                key={si}
                fill="none"
                strokeWidth="2"
                stroke={COLOURS[si % COLOURS.length]}
                points={s.values.map((value, i) => `${PAD.left + i * step + step / 2},${y(value)}`).join(' ')}
              />
            ))}
        {labels.map((label, i) =>
          i % every === 0 ? (
            <text
              key={label + i}
              x={PAD.left + i * step + step / 2}
              y={HEIGHT - PAD.bottom + 14}
              fontSize="10"
              textAnchor="end"
              transform={`rotate(-35 ${PAD.left + i * step + step / 2} ${HEIGHT - PAD.bottom + 14})`}
              fill="currentColor"
            >
              {label.length > 22 ? `${label.slice(0, 21)}…` : label}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-sm">
        {series.map((s, si) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="h-3 w-3" aria-hidden="true">
              <rect width="10" height="10" fill={COLOURS[si % COLOURS.length]} />
            </svg>
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
