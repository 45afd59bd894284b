// The funnel dashboard's chart (funnel-dashboard.tsx loads this chunk, with chart.js, when the dashboard shows): one
// horizontal bar per step, drawn as the site's other charts are (client/lib/chart-setup.ts). A picture: the counts and
// rates are the dashboard's list beside it.
import { Bar } from 'react-chartjs-2'
import { CHART_GRID, CHART_INK, pictureChartOptions } from '../../lib/chart-setup'

/** The theme's brand.600, the colour of the site's bar charts. */
const BAR_COLOUR = '#1f7a6e'

export interface FunnelChartProps {
  steps: ReadonlyArray<{ label: string; count: number }>
}

export function FunnelBarChart({ steps }: FunnelChartProps) {
  return (
    <Bar
      aria-hidden="true"
      data={{
        labels: steps.map((step) => step.label),
        datasets: [{ data: steps.map((step) => step.count), backgroundColor: BAR_COLOUR, borderRadius: 4 }],
      }}
      options={{
        ...pictureChartOptions(),
        indexAxis: 'y',
        scales: {
          x: { beginAtZero: true, ticks: { color: CHART_INK, precision: 0 }, grid: { color: CHART_GRID } },
          y: { ticks: { color: CHART_INK }, grid: { display: false } },
        },
      }}
    />
  )
}
