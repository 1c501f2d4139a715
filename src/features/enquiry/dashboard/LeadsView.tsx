import type { AdminViewServerProps, Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { CSSProperties, ReactNode } from 'react'
import { actsAs } from '@/cms/access'
import { env } from '@/lib/env'
import { AdminScreen } from '../admin/AdminScreen'
import { dashboardLabels, LEADS_PATH, type DashboardLanguage } from './labels'
import { LeadChart } from './LeadChart'
import { isTimeZone } from '../zoned-time'
import { DASHBOARD_WEEKS } from './weeks'
import { leadDashboard, OPEN_STATUSES, type WeeklySeries } from './queries'

/** The working-hours zone of the team-chat settings is the site's: weeks start on its Mondays. */
const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

/**
 * /admin/leads: how many enquiries come in, from where, who is working on them and how fast they
 * are answered, for sales staff and admins; other roles see why the screen is not for them, and
 * nothing is counted.
 */
export function LeadsView(props: AdminViewServerProps) {
  return (
    <AdminScreen
      {...props}
      path={LEADS_PATH}
      screen={(req, language) => {
        const t = dashboardLabels[language]
        return {
          title: t.title,
          allowed: actsAs(req.user, 'admin', 'sales'),
          refusal: t.salesOnly,
          body: () => <Dashboard payload={req.payload} language={language} />,
        }
      }}
    />
  )
}

const section: CSSProperties = { marginTop: 'calc(var(--base) * 2)' }
const muted: CSSProperties = { color: 'var(--theme-elevation-500)' }
const numeric: CSSProperties = { textAlign: 'end', minWidth: 0 }
/** A row's name: as the admin's list cells (a browser centres and bolds a th by default). */
const rowHeader: CSSProperties = { textAlign: 'start', fontWeight: 'normal' }

async function Dashboard({ payload, language }: { payload: Payload; language: DashboardLanguage }) {
  const t = dashboardLabels[language]
  const settings = await payload.findGlobal({ slug: 'team-chat', select: { timeZone: true }, depth: 0 })
  const timeZone = isTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_TIME_ZONE
  const e = env()
  const data = await leadDashboard(payload, {
    timeZone,
    hosts: { zh: e.SITE_ZH_HOST, en: e.SITE_EN_HOST },
    other: t.other,
  })
  const dayFormat = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone,
    month: 'short',
    day: 'numeric',
  })
  const weeks = data.weeks.map((w) => dayFormat.format(new Date(w)))
  const last = DASHBOARD_WEEKS - 1
  const open = data.openByOwner.reduce((sum, o) => sum + o.total, 0)
  const unowned = data.openByOwner.find((o) => o.owner === null)?.total ?? 0
  const total = data.received.reduce((a, b) => a + b, 0)
  const medianHours = data.medianSecondsToContact.map((s) => (s === null ? null : Math.round(s / 36) / 100))
  const listHref = (ownerId: number | string | null) =>
    `${formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/collections/enquiries' })}?${listQuery(ownerId)}`

  const weeklyChart = (id: string, title: string, series: WeeklySeries[]) => (
    <section style={section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {series.length === 0 ? (
        <p style={muted}>{t.none}</p>
      ) : (
        <>
          <LeadChart
            kind="bars"
            weeks={weeks}
            series={series.map((s) => ({ name: s.name, data: s.counts }))}
            label={t.chartOf(title, t.weeklySummary(total, data.received[last]!))}
          />
          <WeekTable
            summary={t.showTable}
            caption={title}
            weekHead={t.week}
            weeks={weeks}
            columns={[
              ...series.map((s) => ({ name: s.name, cells: s.counts })),
              { name: t.total, cells: data.received },
            ]}
          />
        </>
      )}
    </section>
  )

  return (
    <>
      <p style={muted}>{t.intro(DASHBOARD_WEEKS, timeZone)}</p>
      <section aria-labelledby="leads-summary">
        <h2 id="leads-summary" style={visuallyHidden}>
          {t.summary}
        </h2>
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', margin: 0 }}>
          <Figure id="leads-this-week" term={t.thisWeek} value={data.received[last]} />
          <Figure id="leads-open" term={t.open} value={open} />
          <Figure id="leads-unowned" term={t.unowned} value={unowned} />
          <Figure
            id="leads-median"
            term={t.medianThisWeek}
            value={t.duration(data.medianSecondsToContact[last]!)}
          />
        </dl>
      </section>

      {weeklyChart('leads-by-product', t.byProduct, data.byProduct)}
      {weeklyChart('leads-by-host', t.byHost, data.byHost)}

      <section style={section} aria-labelledby="leads-time-to-contact">
        <h2 id="leads-time-to-contact">{t.timeToContact}</h2>
        {/* No week with a first contact: an empty chart would only draw its axes. */}
        {medianHours.every((h) => h === null) ? (
          <p style={muted}>{t.none}</p>
        ) : (
          <LeadChart
            kind="line"
            weeks={weeks}
            series={[{ name: t.median, data: medianHours }]}
            unit={t.hours}
            label={t.chartOf(
              t.timeToContact,
              t.medianSummary(t.duration(data.medianSecondsToContact[last]!)),
            )}
          />
        )}
        <WeekTable
          summary={t.showTable}
          caption={t.timeToContact}
          weekHead={t.week}
          weeks={weeks}
          columns={[
            { name: t.received, cells: data.received },
            { name: t.contacted, cells: data.contacted },
            { name: t.median, cells: data.medianSecondsToContact.map(t.duration) },
          ]}
        />
      </section>

      <section style={section} aria-labelledby="leads-owners">
        <h2 id="leads-owners">{t.openByOwner}</h2>
        {data.openByOwner.length === 0 ? (
          <p style={muted}>{t.none}</p>
        ) : (
          <Table caption={t.openByOwner}>
            <thead>
              <tr>
                <th scope="col">{t.owner}</th>
                {OPEN_STATUSES.map((s) => (
                  <NumberHead key={s}>{t.status[s]}</NumberHead>
                ))}
                <NumberHead>{t.total}</NumberHead>
              </tr>
            </thead>
            <tbody>
              {data.openByOwner.map(({ owner, counts, total: n }) => (
                <tr key={owner ? String(owner.id) : ''}>
                  <RowHead>
                    <a href={listHref(owner?.id ?? null)}>{owner ? owner.name || owner.email : t.nobody}</a>
                  </RowHead>
                  {OPEN_STATUSES.map((s) => (
                    <td key={s} style={numeric}>
                      {counts[s]}
                    </td>
                  ))}
                  <td style={numeric}>{n}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <TopList
        id="leads-pages"
        title={t.topPages}
        column={t.page}
        t={t}
        rows={data.topPages.map((p) => ({
          key: `${p.host}${p.path}`,
          name: `${p.host}${p.path}`,
          count: p.count,
        }))}
      />
      <TopList
        id="leads-campaigns"
        title={t.topCampaigns}
        column={t.campaign}
        t={t}
        rows={data.topCampaigns.map((c) => ({ key: c.campaign, name: c.campaign, count: c.count }))}
      />
    </>
  )
}

/** A column of numbers' heading, aligned with its numbers. */
const NumberHead = ({ children }: { children: ReactNode }) => (
  <th scope="col" style={numeric}>
    {children}
  </th>
)

/** A row's name. */
const RowHead = ({ children }: { children: ReactNode }) => (
  <th scope="row" style={rowHeader}>
    {children}
  </th>
)

/** A top-ten table (source pages, campaigns): a name and its number of enquiries. */
function TopList({
  id,
  title,
  column,
  t,
  rows,
}: {
  id: string
  title: string
  column: string
  t: { none: string; enquiries: string }
  rows: { key: string; name: string; count: number }[]
}) {
  return (
    <section style={section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p style={muted}>{t.none}</p>
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <NumberHead>{t.enquiries}</NumberHead>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" style={{ ...rowHeader, overflowWrap: 'anywhere' }}>
                  {r.name}
                </th>
                <td style={numeric}>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  )
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
}

/** One headline number, in the admin's card look. */
function Figure({ id, term, value }: { id: string; term: string; value: ReactNode }) {
  return (
    <div
      style={{
        flex: '1 1 12rem',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <dt style={muted}>{term}</dt>
      <dd id={id} style={{ margin: 0, fontSize: '1.75rem', fontWeight: 600 }}>
        {value}
      </dd>
    </div>
  )
}

/** A table in the admin's list look (Payload's `.table` styles), named by its caption. */
function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="table">
      <table cellPadding={0} cellSpacing={0}>
        <caption style={visuallyHidden}>{caption}</caption>
        {children}
      </table>
    </div>
  )
}

/** A chart's numbers, folded under it: a row a week, a column of numbers a series. */
function WeekTable({
  summary,
  caption,
  weekHead,
  weeks,
  columns,
}: {
  summary: string
  caption: string
  weekHead: string
  weeks: string[]
  columns: { name: string; cells: ReactNode[] }[]
}) {
  return (
    <details style={{ marginTop: 'calc(var(--base) / 2)' }}>
      <summary style={{ cursor: 'pointer' }}>{summary}</summary>
      <Table caption={caption}>
        <thead>
          <tr>
            <th scope="col">{weekHead}</th>
            {columns.map((c) => (
              <NumberHead key={c.name}>{c.name}</NumberHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={week}>
              <RowHead>{week}</RowHead>
              {columns.map((c) => (
                <td key={c.name} style={numeric}>
                  {c.cells[w]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </details>
  )
}

/** The enquiries list filtered to one owner's open enquiries (or the unowned ones). */
function listQuery(ownerId: number | string | null): string {
  const params = new URLSearchParams()
  if (ownerId === null) params.set('where[and][0][owner][exists]', 'false')
  else params.set('where[and][0][owner][equals]', String(ownerId))
  OPEN_STATUSES.forEach((s, i) => params.set(`where[and][1][status][in][${i}]`, s))
  return params.toString()
}
