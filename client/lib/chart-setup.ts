// chart.js as the site's charts use it: the home page's case study and the admin's funnel dashboard, each loaded only
// when it is about to show. Only what a bar chart draws is registered here (react-chartjs-2's Bar registers its
// controller); a chart that needs more registers it itself, so the rest of chart.js stays out of the bundle. Bundled
// with chart.js in the `charts` chunk (vite.config.ts), which no page loads before interaction.
import { BarElement, CategoryScale, Chart, LinearScale } from 'chart.js'

Chart.register(BarElement, CategoryScale, LinearScale)

/** The theme's `ink`, for axis labels. */
export const CHART_INK = '#16302c'
export const CHART_GRID = '#e4ece9'

/**
 * What every chart of the site shares: it fills its frame (the page reserves the frame's size, so nothing moves when
 * the chart draws), it is a picture that answers no pointer (its figures stand beside it as text), and under reduced
 * motion it is drawn whole at once.
 */
export function pictureChartOptions() {
  return {
    maintainAspectRatio: false,
    animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? (false as const) : undefined,
    events: [],
  }
}
