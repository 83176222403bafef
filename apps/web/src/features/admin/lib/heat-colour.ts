/** The colour of one cell of the reports' weekday × hour heatmap, with a number readable on it. */

/**
 * The brand red, more opaque the busier the hour (strength 0 none … 1 the busiest). A mid red (about
 * 75% opaque over white) is too light for white numbers and too dark for black ones, so the scale
 * jumps over it: quiet hours go up to 60% with black numbers, busy ones from 85% with white numbers.
 */
export function heatColour(strength: number): { background: string; whiteText: boolean } {
  const busy = strength > 0.5;
  const alpha = busy ? 0.85 + (strength - 0.5) * 0.3 : 0.12 + strength * 0.96;
  return { background: `rgba(200, 16, 46, ${alpha.toFixed(3)})`, whiteText: busy };
}
