// chart.js, loaded only when the case study comes near the viewport (case-study-section.tsx), set up as every chart of
// the site is (client/lib/chart-setup.ts); the doughnut's arcs are the one part registered here. The charts are
// pictures: the figures, legend included, are HTML lists beside them, whose swatches give each share's colour
// (case-study-palette.ts).
import { ArcElement, Chart } from 'chart.js'
import { Bar, Doughnut } from 'react-chartjs-2'
import type { Share } from '../../../shared/content/case-study'
import { CHART_GRID, CHART_INK, pictureChartOptions } from '../../lib/chart-setup'

Chart.register(ArcElement)

const percentLabel = (value: number | string) => `${value}%`

export interface ShareChartProps {
  shares: readonly Share[]
  /** One colour per share. */
  colours: readonly string[]
}

export function AgeBarChart({ shares, colours }: ShareChartProps) {
  return (
    <Bar
      aria-hidden="true"
      data={{
        labels: shares.map((share) => share.label),
        datasets: [{ data: shares.map((share) => share.percent), backgroundColor: [...colours], borderRadius: 6 }],
      }}
      options={{
        ...pictureChartOptions(),
        scales: {
          y: {
            beginAtZero: true,
            max: 50,
            ticks: { callback: percentLabel, color: CHART_INK },
            grid: { color: CHART_GRID },
          },
          x: { ticks: { color: CHART_INK }, grid: { display: false } },
        },
      }}
    />
  )
}

export function TopicsDoughnutChart({ shares, colours }: ShareChartProps) {
  return (
    <Doughnut
      aria-hidden="true"
      data={{
        labels: shares.map((share) => share.label),
        datasets: [
          {
            data: shares.map((share) => share.percent),
            backgroundColor: [...colours],
            borderWidth: 2,
            borderColor: '#ffffff',
          },
        ],
      }}
      options={{ ...pictureChartOptions(), cutout: '58%' }}
    />
  )
}
