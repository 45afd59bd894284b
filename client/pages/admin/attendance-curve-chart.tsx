// The drop-off curve's chart (attendance-curve-panel.tsx loads this chunk, with chart.js, when it shows): the share of
// viewers still watching at each minute, live and replay apart, and a marker at each moment's minute. A picture: the
// panel's table gives the same figures to a screen reader.
import { Chart, LineElement, PointElement } from 'chart.js'
import { Line } from 'react-chartjs-2'
import type { DropOffCurve } from '../../../shared/attendance/drop-off-curve'
import { CHART_GRID, CHART_INK, pictureChartOptions } from '../../lib/chart-setup'

Chart.register(LineElement, PointElement)

const LIVE_COLOUR = '#1f7a6e'
const REPLAY_COLOUR = '#b45309'
const MOMENT_COLOUR = '#7c3aed'

export function AttendanceCurveChart({ curve }: { curve: DropOffCurve }) {
  const minutes = Array.from({ length: curve.minutes }, (_, minute) => minute)
  const momentMinutes = new Set(curve.moments.map((moment) => Math.floor(moment.at / 60)))
  const percentOf = (shares: number[]): Array<number | null> => shares.map((share) => Math.round(share * 1000) / 10)
  return (
    <Line
      aria-hidden="true"
      data={{
        labels: minutes.map(String),
        datasets: [
          { label: 'Live', data: percentOf(curve.live.shares), borderColor: LIVE_COLOUR, backgroundColor: LIVE_COLOUR },
          {
            label: 'Replay',
            data: percentOf(curve.replay.shares),
            borderColor: REPLAY_COLOUR,
            backgroundColor: REPLAY_COLOUR,
            borderDash: [6, 4],
          },
          {
            label: 'Moments',
            data: minutes.map((minute) => (momentMinutes.has(minute) ? 100 : null)),
            showLine: false,
            pointStyle: 'triangle',
            pointRadius: 8,
            borderColor: MOMENT_COLOUR,
            backgroundColor: MOMENT_COLOUR,
          },
        ],
      }}
      options={{
        ...pictureChartOptions(),
        scales: {
          x: { ticks: { color: CHART_INK }, grid: { color: CHART_GRID } },
          y: {
            min: 0,
            max: 100,
            ticks: { color: CHART_INK, callback: (value) => `${value} %` },
            grid: { color: CHART_GRID },
          },
        },
      }}
    />
  )
}
