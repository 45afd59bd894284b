// chart.js, loaded only when the case study comes near the viewport (case-study-section.tsx): only the parts these two
// charts use are registered, so the rest of chart.js stays out of the bundle.
import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'
import { Bar, Doughnut } from 'react-chartjs-2'
import type { Share } from '../../../shared/content/case-study'

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

const BRAND_SHADES = ['#1f7a6e', '#4bb3a3', '#e8913a', '#7bcfc0']
const INK = '#16302c'
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
const percentLabel = (value: number | string) => `${value}%`

export function AgeBarChart({ shares }: { shares: readonly Share[] }) {
  return (
    <Bar
      aria-hidden="true"
      data={{
        labels: shares.map((share) => share.label),
        datasets: [
          {
            label: 'Felhasználók',
            data: shares.map((share) => share.percent),
            backgroundColor: BRAND_SHADES[0],
            borderRadius: 6,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => percentLabel(item.parsed.y ?? 0) } },
        },
        scales: {
          y: { beginAtZero: true, max: 50, ticks: { callback: percentLabel, color: INK }, grid: { color: '#e4ece9' } },
          x: { ticks: { color: INK }, grid: { display: false } },
        },
      }}
    />
  )
}

export function TopicsDoughnutChart({ shares }: { shares: readonly Share[] }) {
  return (
    <Doughnut
      aria-hidden="true"
      data={{
        labels: shares.map((share) => share.label),
        datasets: [
          {
            data: shares.map((share) => share.percent),
            backgroundColor: BRAND_SHADES,
            borderWidth: 2,
            borderColor: '#ffffff',
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        cutout: '58%',
        plugins: {
          legend: { position: 'bottom', labels: { color: INK, boxWidth: 12, padding: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.label}: ${percentLabel(item.parsed)}` } },
        },
      }}
    />
  )
}
