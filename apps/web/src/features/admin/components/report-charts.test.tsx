/**
 * Walk of the evening (issue 19): "Best verkochte producten (aantal)" with one of each product had
 * an axis of 0, 0.1, 0.2 … 1: a count's axis shows whole numbers only.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { Report } from '@gh/domain/reports';
// Imported with the file, not inside the test: on a busy machine the chart's import alone outlasted
// the test's 5 s (vi.mock is hoisted above this import, so the chart still gets the mock).
import ReportCharts from './report-charts';

const made: { options: { scales: { x: { ticks: { precision?: number } } } } }[] = [];
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    constructor(_element: unknown, config: (typeof made)[number]) {
      made.push(config);
    }
    destroy() {}
  }
  return { Chart, BarController: {}, BarElement: {}, CategoryScale: {}, LinearScale: {}, Tooltip: {} };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the best sellers chart', () => {
  it('counts in whole numbers', async () => {
    const report = {
      byDay: [{ date: '2026-11-26', gross: 17.95 }],
      topProducts: [
        { name: 'Friet', quantity: 1 },
        { name: 'Koolsla', quantity: 1 },
      ],
    } as unknown as Report;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<ReportCharts report={report} />));
    const [, products] = made;
    expect(products!.options.scales.x.ticks.precision).toBe(0);
    await act(async () => root.unmount());
  });
});
