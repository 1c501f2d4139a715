import type { Locale } from '@/i18n/routing'

type Series = { name: string; points: { month: string; score: number }[] }

/**
 * The trend series as a table: one row per month (newest first), one column per database, and a
 * summary of the latest scores. It stays as the accessible view next to the interactive chart.
 */
export function TrendTable({
  series,
  labels,
  locale,
}: {
  series: Series[]
  labels: { caption: string; region: string; month: string; latest: string; scrollHint: string }
  locale: Locale
}) {
  const months = [...new Set(series.flatMap((s) => s.points.map((p) => p.month)))].sort().reverse()
  const score = (s: Series, m: string) => s.points.find((p) => p.month === m)?.score
  const fmt = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const latest = months[0]
  return (
    <>
      {latest ? (
        <ul className="mb-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {series.map((s) => {
            const v = score(s, latest)
            return (
              <li key={s.name} className="rounded-card border border-line p-4">
                <p className="text-sm text-ink-muted">{s.name}</p>
                <p className="mt-1 text-2xl font-bold text-accent-strong tabular-nums">
                  {v === undefined ? '–' : fmt.format(v)}
                </p>
                <p className="text-xs text-ink-subtle">
                  {labels.latest} · {latest}
                </p>
              </li>
            )
          })}
        </ul>
      ) : null}
      {/* On a phone the table is wider than the screen, and nothing shows that more databases lie
          to the right until it is swiped: say so, only while the table (640 px and its 1 px
          borders) does not fit. */}
      <div className="@container">
        <p aria-hidden="true" className="mb-3 text-sm text-ink-muted @min-[642px]:hidden">
          {labels.scrollHint}
        </p>
        <div
          className="max-h-[640px] overflow-auto rounded-card border border-line"
          tabIndex={0}
          role="region"
          // Not the caption: the section around it is already a region by that name.
          aria-label={labels.region}
        >
          <table className="w-full min-w-[640px] border-collapse text-sm tabular-nums">
            <caption className="sr-only">{labels.caption}</caption>
            <thead className="sticky top-0 bg-accent-soft">
              <tr>
                {/* The month column stays in view while a phone scrolls the table sideways. */}
                <th
                  scope="col"
                  className="sticky left-0 z-10 bg-accent-soft px-4 py-3 text-left font-bold whitespace-nowrap"
                >
                  {labels.month}
                </th>
                {series.map((s) => (
                  <th key={s.name} scope="col" className="px-4 py-3 text-right font-bold">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m} className="border-t border-line bg-white even:bg-slate-50">
                  <th
                    scope="row"
                    className="sticky left-0 bg-inherit px-4 py-2 text-left font-medium whitespace-nowrap"
                  >
                    {m}
                  </th>
                  {series.map((s) => {
                    const v = score(s, m)
                    return (
                      <td key={s.name} className="px-4 py-2 text-right">
                        {v === undefined ? '–' : fmt.format(v)}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  )
}
