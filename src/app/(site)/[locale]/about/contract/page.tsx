import { getTranslations } from 'next-intl/server'
import { ExternalLink } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { MicroblogIcon, NetworkIcon } from '@/components/ui/SocialIcons'
import { Img } from '@/components/content/Img'
import { ListingPage } from '@/components/content/ListingPage'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { qrImageIn, socialChannels } from '@/features/navigation/data'
import { toImage } from '@/features/content/visitor'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.contract', '/about/contract')

/** /about/contract: the contact channels (official and video account QR codes, microblog). */
export default async function ContractPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, channels] = await Promise.all([
    getTranslations('pages.contract'),
    // The footer's social entries of both sites (features/navigation/data.ts).
    socialChannels(locale),
  ])
  const channel = (icon: string) => channels.find((c) => c.icon === icon)
  const [officialQr, videoQr] = await Promise.all([
    qrImageIn(locale, channel('officialAccount')),
    qrImageIn(locale, channel('videoAccount')),
  ])
  const weiboUrl = channel('microblog')?.link
  const linkedinUrl = channel('network')?.link
  const qrs = [
    {
      key: 'official',
      title: t('officialAccount'),
      text: t('officialAccountText'),
      image: toImage(officialQr, t('officialAccount')),
    },
    {
      key: 'video',
      title: t('videoAccount'),
      text: t('videoAccountText'),
      image: toImage(videoQr, t('videoAccount')),
    },
  ].filter((q) => q.image)
  const links = [
    weiboUrl
      ? {
          key: 'weibo',
          title: t('weibo'),
          text: t('weiboText'),
          url: weiboUrl,
          icon: <MicroblogIcon size={64} />,
        }
      : null,
    linkedinUrl
      ? {
          key: 'linkedin',
          title: t('linkedin'),
          text: t('linkedinText'),
          url: linkedinUrl,
          icon: <NetworkIcon size={56} />,
        }
      : null,
  ].filter((l) => l !== null)
  return (
    <ListingPage messages="pages.contract" parent="about">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {qrs.map((q) => (
          <li
            key={q.key}
            className="flex flex-col items-center rounded-card border border-line bg-white p-6 text-center shadow-card"
          >
            <Img image={q.image!} sizes="180px" className="size-44 object-contain" />
            <h3 className="mt-4 text-lg font-bold">{q.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{q.text}</p>
          </li>
        ))}
        {/* Same shape as the QR cards: a 176 px visual, the title, one line, then the link. */}
        {links.map((l) => (
          <li
            key={l.key}
            className="flex flex-col items-center rounded-card border border-line bg-white p-6 text-center shadow-card"
          >
            <span
              aria-hidden
              className="flex size-44 items-center justify-center rounded-card bg-accent-soft text-accent-strong"
            >
              {l.icon}
            </span>
            <h3 className="mt-4 text-lg font-bold">{l.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{l.text}</p>
            <a
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-accent-strong hover:underline"
            >
              {t('visit', { title: l.title })} <Icon icon={ExternalLink} className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </ListingPage>
  )
}
