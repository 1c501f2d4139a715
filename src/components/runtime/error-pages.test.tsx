import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import PageError from '@/app/(site)/[locale]/error'
import GlobalError from '@/app/global-error'
import { NextIntlClientProvider } from 'next-intl'
import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'

// Outside a Next app there is no router for links to use; a plain anchor keeps the markup honest.
vi.mock('@/components/runtime/SiteLink', () => ({
  SiteLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}))
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {} }) }))

const render = (locale: 'zh' | 'en', node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'zh' ? zh : en}>
      {node}
    </NextIntlClientProvider>,
  )

describe('the error page (status 500) of spec section 8', () => {
  for (const [locale, home, back] of [
    ['zh', '首页', '返回'],
    ['en', 'Home', 'Back'],
  ] as const) {
    it(`shows "HTTP Error 500", the error's message, home and back in ${locale}`, () => {
      const html = render(locale, <PageError error={new Error('database is locked')} reset={() => {}} />)
      expect(html).toContain('HTTP Error 500')
      expect(html).toContain('database is locked')
      expect(html).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>.*${home}</a>`))
      expect(html).toMatch(new RegExp(`<button[^>]*>.*${back}</button>`))
      expect(html).toContain('noindex')
    })
  }

  it('falls back to a friendly sentence when the error has no message', () => {
    expect(render('en', <PageError error={new Error('')} reset={() => {}} />)).toContain(
      en.error.serverFallback,
    )
  })

  it('escapes the message instead of rendering it as markup', () => {
    const html = render(
      'en',
      <PageError error={new Error('<img src=x onerror=alert(1)>')} reset={() => {}} />,
    )
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('the last-resort page when the layout itself fails', () => {
  it('is plain markup in both languages with a full-page link home', () => {
    const html = renderToStaticMarkup(
      <GlobalError error={Object.assign(new Error('x'), { digest: 'abc123' })} />,
    )
    expect(html).toContain('HTTP Error 500')
    expect(html).toContain('Something went wrong')
    expect(html).toContain('页面出错了')
    expect(html).toMatch(/<a href="\/"[^>]*>返回首页 · Back to home<\/a>/)
    expect(html).toContain('#abc123')
  })
})
