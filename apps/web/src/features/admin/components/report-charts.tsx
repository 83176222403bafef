/**
 * The reports' charts, drawn with Chart.js. Loaded on its own (React.lazy) by the reports page only,
 * so neither the public site nor the rest of the admin carries the charting library.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { Report } from '@gh/domain/reports';
import { formatEuro, toCents } from '@gh/domain';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

function colours(element: HTMLElement) {
  const dark = document.documentElement.dataset.theme !== 'light';
  const text = getComputedStyle(element).color;
  return {
    text,
    grid: dark ? 'rgba(255,255,255,0.15)' : 'rgba(0,0,0,0.12)',
    bar: dark ? '#f2b705' : '#c8102e',
  };
}

function BarChart(props: {
  labels: string[];
  values: number[];
  label: string;
  money?: boolean;
  horizontal?: boolean;
  description: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { labels, values, label, money, horizontal, description } = props;
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const c = colours(element.parentElement ?? element);
    const format = (v: number | string) => (money ? formatEuro(toCents(Number(v))) : String(v));
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: { labels, datasets: [{ label, data: values, backgroundColor: c.bar }] },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: { label: (item) => `${label}: ${format(item.parsed[horizontal ? 'x' : 'y'] ?? 0)}` },
          },
        },
        scales: {
          x: {
            // A count has no 0,1 of a product: whole numbers only on its axis.
            ticks: {
              color: c.text,
              ...(horizontal ? { callback: format } : {}),
              ...(money ? {} : { precision: 0 }),
            },
            grid: { color: c.grid },
          },
          y: {
            ticks: { color: c.text, ...(horizontal ? {} : { callback: format }) },
            grid: { color: c.grid },
          },
        },
      },
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [labels, values, label, money, horizontal]);
  return (
    <div className="relative h-64">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}

export default function ReportCharts({ report }: { report: Report }) {
  const days = report.byDay.map((d) => d.date.slice(8, 10) + '-' + d.date.slice(5, 7));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="chart-days">
        <h3 id="chart-days" className="mb-2 font-bold">
          Omzet per dag
        </h3>
        <BarChart
          labels={days}
          values={report.byDay.map((d) => d.gross)}
          label="Omzet"
          money
          description={`Omzet per dag: ${report.byDay.map((d) => `${d.date} ${formatEuro(toCents(d.gross))}`).join(', ')}`}
        />
      </section>
      <section aria-labelledby="chart-products">
        <h3 id="chart-products" className="mb-2 font-bold">
          Best verkochte producten (aantal)
        </h3>
        <BarChart
          labels={report.topProducts.map((p) => p.name)}
          values={report.topProducts.map((p) => p.quantity)}
          label="Aantal"
          horizontal
          description={`Best verkochte producten: ${report.topProducts.map((p) => `${p.name} ${p.quantity}`).join(', ')}`}
        />
      </section>
    </div>
  );
}
