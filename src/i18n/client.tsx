'use client'
import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { Locale } from './routing'
import { formatMessage, type MessageValues } from './format'

/** A namespace of the client catalogue: keys to ICU strings, possibly nested. */
type Messages = { [key: string]: string | Messages }

type ClientIntl = { locale: Locale; messages: Messages }

const Context = createContext<ClientIntl | null>(null)

/**
 * The interface strings client components read, passed down by the site layout. Replaces
 * next-intl's client provider so its runtime formatter is not part of every page's first load;
 * server components keep next-intl (`next-intl/server`).
 */
export function ClientIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages
  children: ReactNode
}) {
  return <Context.Provider value={{ locale, messages }}>{children}</Context.Provider>
}

export function useLocale(): Locale {
  const value = useContext(Context)
  if (!value) throw new Error('useLocale must be used inside <ClientIntlProvider>')
  return value.locale
}

/** `t('key', { name: value })` over one namespace, like next-intl's useTranslations. */
export function useTranslations(namespace: string): (key: string, values?: MessageValues) => string {
  const value = useContext(Context)
  if (!value) throw new Error('useTranslations must be used inside <ClientIntlProvider>')
  const { locale, messages } = value
  return useCallback(
    (key: string, values?: MessageValues) => {
      let node: string | Messages | undefined = messages
      for (const part of `${namespace}.${key}`.split('.')) {
        node = typeof node === 'object' ? node[part] : undefined
      }
      // Like next-intl: a missing message shows its key rather than breaking the page.
      return typeof node === 'string' ? formatMessage(locale, node, values) : `${namespace}.${key}`
    },
    [locale, messages, namespace],
  )
}
