import type { Enquiry } from '@/cms/payload-types'

type Kind = 'alert' | 'reminder'

const HEADINGS: Record<'zh' | 'en', Record<Kind, (hours: number) => string>> = {
  zh: {
    alert: () => '【官网咨询】新咨询',
    reminder: (h) => `【官网咨询】${h} 个工作小时后仍未跟进`,
  },
  en: {
    alert: () => '[Website enquiry] New enquiry',
    reminder: (h) => `[Website enquiry] Still new after ${h} working hours`,
  },
}

const LABELS = {
  zh: { product: '产品', company: '公司', host: '来源', link: '查看' },
  en: { product: 'Product', company: 'Company', host: 'Site', link: 'Open' },
}

/** One line of visitor text: no line breaks (a line is one field), and not too long. */
const line = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 120)

/**
 * The group-chat text for an enquiry, in its site's language (as its e-mail): product, company,
 * the host it was sent from and a link to it in the admin. Never the name, phone or e-mail:
 * a group chat is read by more people, on more devices, than the sales mailbox.
 */
export function chatMessage(
  enquiry: Pick<Enquiry, 'id' | 'product' | 'company' | 'locale'> & {
    source?: { host?: string | null } | null
  },
  kind: Kind,
  { origin, hours }: { origin: string; hours: number },
): string {
  const lang = enquiry.locale === 'en' ? 'en' : 'zh'
  const l = LABELS[lang]
  const host = line(enquiry.source?.host) || new URL(origin).host
  const sep = lang === 'zh' ? '：' : ': '
  return [
    HEADINGS[lang][kind](hours),
    `${l.product}${sep}${line(enquiry.product)}`,
    `${l.company}${sep}${line(enquiry.company)}`,
    `${l.host}${sep}${host}`,
    `${l.link}${sep}${origin}/admin/collections/enquiries/${enquiry.id}`,
  ].join('\n')
}
