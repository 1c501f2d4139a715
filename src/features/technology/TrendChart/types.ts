/** One database's monthly scores, as the Trends global stores them (month is YYYY-MM). */
export type TrendSeries = { name: string; points: { month: string; score: number }[] }

/** Interface strings of the chart, in the page's language (messages `trendChart`). */
export type TrendChartLabels = {
  loading: string
  scale: string
  legend: string
  linear: string
  log: string
  score: string
}
