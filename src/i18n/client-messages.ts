import type { AbstractIntlMessages } from 'next-intl'

/**
 * The message namespaces that client components read (useTranslations in a 'use client' file).
 * Only these travel to the browser: the whole catalogue would add ~14 KB to every page's payload,
 * most of it page copy that server components have already rendered.
 * client-messages.test.ts fails when a client component starts using a namespace not listed here.
 */
export const clientNamespaces = ['common', 'contact', 'error', 'runtime', 'search', 'viewer'] as const

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {}
  for (const ns of clientNamespaces) if (messages[ns] !== undefined) picked[ns] = messages[ns]
  return picked
}
