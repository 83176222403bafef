/** Every heatmap cell's number is readable (WCAG 1.4.3, 4.5:1) on the white and the dark card. */
import { describe, expect, it } from 'vitest';
import { heatColour } from './heat-colour';

type Rgb = [number, number, number];

function over([r, g, b, a]: number[], under: Rgb): Rgb {
  return [r! * a! + under[0] * (1 - a!), g! * a! + under[1] * (1 - a!), b! * a! + under[2] * (1 - a!)];
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const MODES = [
  { name: 'light', card: WHITE, text: [13, 11, 10] as Rgb }, // bg-white, text-brand-black
  { name: 'dark', card: [23, 23, 23] as Rgb, text: [255, 248, 231] as Rgb }, // bg-neutral-900, text-brand-cream
];

describe('heatColour', () => {
  for (const mode of MODES) {
    it(`keeps every number at 4.5:1 or more in ${mode.name} mode`, () => {
      for (let i = 1; i <= 100; i++) {
        const { background, whiteText } = heatColour(i / 100);
        const rgba = background.match(/[\d.]+/g)!.map(Number);
        const cell = over([...rgba.slice(0, 3), rgba[3]!], mode.card);
        const ratio = contrast(whiteText ? WHITE : mode.text, cell);
        expect(ratio, `${i}% in ${mode.name}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
