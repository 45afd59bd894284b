// chart.js, loaded only when the case study comes near the viewport (case-study-section.tsx). Only the parts these two
// charts draw are registered (react-chartjs-2's Bar and Doughnut register their controllers), so the rest of chart.js
// stays out of the bundle. The charts are pictures: the figures, legend included, are HTML lists beside them, whose
// swatches give each share's colour (case-study-palette.ts).
import { ArcElement, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js'
import { Bar, Doughnut } from 'react-chartjs-2'
import type { Share } from '../../../shared/content/case-study'

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale)

const INK = '#16302c'
const GRID = '#e4ece9'
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
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
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        events: [],
        scales: {
          y: { beginAtZero: true, max: 50, ticks: { callback: percentLabel, color: INK }, grid: { color: GRID } },
          x: { ticks: { color: INK }, grid: { display: false } },
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
      options={{
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        events: [],
        cutout: '58%',
      }}
    />
  )
}
