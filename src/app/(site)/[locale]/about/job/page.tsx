import { getTranslations } from 'next-intl/server'
import { Briefcase, ChevronDown, Mail, MapPin, Users } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { MessagesHero } from '@/components/content/PageHero'
import { EmptyState } from '@/components/content/EmptyState'
import { Section } from '@/components/content/Section'
import { getJobs, getSiteSettings } from '@/features/about/queries'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.job', '/about/job')

/** /about/job: the openings, each with department, place, responsibilities and requirements. */
export default async function JobPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, jobs, settings] = await Promise.all([
    getTranslations('pages.job'),
    getJobs(locale),
    getSiteSettings(locale),
  ])
  // Applications go to this language's recruiting address (site settings), the subject naming the job.
  const applyTo = settings.recruitingEmail?.trim()
  const applyHref = (title: string) => `mailto:${applyTo}?subject=${encodeURIComponent(title)}`
  return (
    <main>
      <MessagesHero messages="pages.job" parent="about" />
      <Section>
        <h2 className="sr-only">{t('title')}</h2>
        {jobs.length === 0 ? <EmptyState title={t('empty')} /> : null}
        <ul className="space-y-4">
          {jobs.map((j, idx) => (
            <li key={j.id}>
              <details
                className="group rounded-card border border-line bg-white shadow-card open:border-accent"
                open={idx === 0}
              >
                <summary className="relative flex cursor-pointer list-none flex-wrap items-center justify-between gap-3 p-6 pr-14 [&::-webkit-details-marker]:hidden">
                  <h3 className="text-lg font-bold group-open:text-accent-strong">{j.title}</h3>
                  <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-subtle">
                    {j.department ? (
                      <span className="inline-flex items-center gap-1">
                        <Icon icon={Briefcase} className="size-4" /> {j.department}
                      </span>
                    ) : null}
                    {j.location ? (
                      <span className="inline-flex items-center gap-1">
                        <Icon icon={MapPin} className="size-4" /> {j.location}
                      </span>
                    ) : null}
                    {j.headcount ? (
                      <span className="inline-flex items-center gap-1">
                        <Icon icon={Users} className="size-4" /> {t('openings', { count: j.headcount })}
                      </span>
                    ) : null}
                    {j.employmentType ? <span>{j.employmentType}</span> : null}
                  </span>
                  {/* The chevron says a closed card opens: without it the closed cards read as plain boxes. */}
                  <Icon
                    icon={ChevronDown}
                    className="absolute top-1/2 right-5 size-5 -translate-y-1/2 text-ink-subtle transition-transform duration-150 group-open:rotate-180"
                  />
                </summary>
                <div className="grid gap-8 border-t border-line p-6 md:grid-cols-2">
                  <JobPoints title={t('responsibilities')} items={j.responsibilities} />
                  <JobPoints title={t('requirements')} items={j.requirements} />
                </div>
                {applyTo ? (
                  <div className="border-t border-line px-6 py-4">
                    <a
                      href={applyHref(j.title)}
                      data-testid="job-apply"
                      className="inline-flex items-center gap-2 rounded-[6px] bg-accent-strong px-5 py-2.5 text-sm font-medium text-white transition-colors duration-150 hover:bg-accent"
                    >
                      <Icon icon={Mail} className="size-4" />
                      {t('apply')}
                      <span className="sr-only">: {j.title}</span>
                    </a>
                    <span className="ml-3 text-sm text-ink-subtle">{applyTo}</span>
                  </div>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  )
}

/** A job's responsibilities or requirements as a titled list; nothing when it has none. */
function JobPoints({
  title,
  items,
}: {
  title: string
  items?: { id?: string | null; text: string }[] | null
}) {
  if (!items || items.length === 0) return null
  return (
    <div>
      <h4 className="font-bold">{title}</h4>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-[15px] text-ink-muted">
        {items.map((r, i) => (
          <li key={r.id ?? i}>{r.text}</li>
        ))}
      </ul>
    </div>
  )
}
