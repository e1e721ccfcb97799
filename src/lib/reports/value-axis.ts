/**
 * The value axis: counts (every value whole) get whole ticks at a round step (1, 2, 5, 10…) up to
 * the first step at or above the largest value; other figures 0, half and the largest.
 */
export function valueAxis(values: number[]): { top: number; ticks: number[] } {
  const max = Math.max(1, ...values);
  if (!values.every(Number.isInteger))
    return { top: max, ticks: [0, 0.5, 1].map((f) => Math.round(max * f * 10) / 10) };
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((n) => n * power).find((n) => n >= rough) ?? rough;
  const top = Math.ceil(max / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}
