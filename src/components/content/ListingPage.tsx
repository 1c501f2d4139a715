import type { ComponentProps, ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { CtaBand } from './CtaBand'
import { MessagesHero } from './PageHero'
import { Section } from './Section'

/**
 * A listing page: the hero from its messages, one band with the listing, the contact band. The
 * band's heading is for screen readers only (the hero shows the title): the page's title unless
 * `heading` gives another, none with `heading={false}`.
 */
export async function ListingPage({
  messages,
  parent,
  heading,
  children,
}: {
  messages: string
  parent?: ComponentProps<typeof MessagesHero>['parent']
  heading?: string | false
  children: ReactNode
}) {
  const title = heading ?? (await getTranslations(messages))('title')
  return (
    <main>
      <MessagesHero messages={messages} parent={parent} />
      <Section>
        {title ? <h2 className="sr-only">{title}</h2> : null}
        {children}
      </Section>
      <CtaBand />
    </main>
  )
}
