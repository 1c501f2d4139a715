import type { Enquiry } from '@/cms/payload-types'
import { contactFieldLabels } from './schema'

/**
 * The e-mail the sales team receives for one enquiry: subject and labels in the language of the
 * site it came from, the visitor's address as Reply-To so a reply reaches them directly.
 */
const labels = {
  zh: {
    subject: (e: Enquiry) => `【官网咨询】${e.product} - ${e.company} - ${e.username}`,
    intro: '官网收到一条新的咨询需求：',
    ...contactFieldLabels.zh,
    site: '来源站点',
    time: '提交时间',
    ip: '来源 IP',
    siteName: { zh: '中文站', en: '英文站' },
  },
  en: {
    subject: (e: Enquiry) => `[Website enquiry] ${e.product} - ${e.company} - ${e.username}`,
    intro: 'A new enquiry was submitted on the website:',
    ...contactFieldLabels.en,
    site: 'Site',
    time: 'Submitted',
    ip: 'Client IP',
    siteName: { zh: 'Chinese site', en: 'English site' },
  },
} as const

/** Strips CR/LF from values that end up in headers (subject): no header injection. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim()

export function composeEnquiryEmail(enquiry: Enquiry, to: string[]) {
  const l = labels[enquiry.locale]
  const rows: Array<[string, string]> = [
    [l.username, enquiry.username],
    [l.phone, enquiry.phone],
    [l.email, enquiry.email],
    [l.company, enquiry.company],
    [l.product, enquiry.product],
    [l.site, l.siteName[enquiry.locale]],
    [l.time, enquiry.createdAt],
    [l.ip, enquiry.clientIp ?? '-'],
  ]
  const text = [
    l.intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${l.description}:`,
    enquiry.description,
    '',
  ].join('\n')
  return {
    to,
    replyTo: enquiry.email,
    subject: oneLine(l.subject(enquiry)),
    text,
  }
}

/** "a@x.cn, b@x.cn; c@x.cn" → the valid addresses. */
export function parseRecipients(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter((s) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(s))
}
