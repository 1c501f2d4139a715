import { ArrowUp, Check, ChevronDown, CircleHelp, ExternalLink, Globe, Menu, Search, X } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { getTranslations } from 'next-intl/server'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { ContactButton } from '@/features/enquiry/form/ContactButton'
import { buildNav } from '../build'
import type { ShellData } from '../shell/data'
import { BackToTop } from './BackToTop'
import { DesktopNav } from './DesktopNav'
import { HeaderBar } from './HeaderBar'
import { LanguageMenu } from './LanguageMenu'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { SearchBox } from '@/features/search/SearchBox'

/**
 * The site header (spec section 2): server-rendered from the `header` global; the menus, the language dropdown, the scroll
 * theme, the mobile menu and back-to-top are small client islands. Their icons are drawn here and
 * passed in, so no icon code ships to the browser. Content at most 1350 px wide.
 */
export async function Header({ data }: { data: ShellData }) {
  const { locale, settings, origins } = data
  const t = await getTranslations({ locale, namespace: 'nav' })
  // The `header` global's entries, with the links its generated menus add.
  const items = buildNav(data.nav, data.generated.header, t('noSolutions'))
  const names = { zh: t('langZh'), en: t('langEn') }
  const brand = settings.brandName || (locale === 'en' ? 'Enmotech' : '云和恩墨')

  return (
    <>
      <a
        href="#site-content"
        className="sr-only z-[70] rounded-control bg-white px-4 py-2 text-accent-strong shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skip')}
      </a>
      <HeaderBar>
        {/* No justify-between: the right-hand group's auto margin places it. A page is painted
            while its HTML still arrives, and with justify-between the menu first sat at the far
            right, then jumped left when the buttons after it came in (CLS up to 0.04). */}
        <div className="mx-auto flex h-16 w-full max-w-[var(--container-header)] items-center gap-4 px-3 min-[831px]:px-4 min-[1001px]:px-6 max-[1000px]:gap-2 max-[830px]:gap-1">
          <Link href="/" aria-label={brand} className="shrink-0 text-[var(--hdr-brand)]">
            <Logo brand={brand} />
          </Link>
          <DesktopNav
            items={items}
            label={t('mainLabel')}
            newTab={t('newTab')}
            chevron={<Icon icon={ChevronDown} className="size-3.5 max-[830px]:size-3" />}
            external={<Icon icon={ExternalLink} className="size-3.5" />}
          />
          {/* The right-hand group, kept hidden (globals.css, .header-end) until its last button is
              parsed: drawn while it arrived, it grew leftwards and moved the buttons already there. */}
          <div className="header-end ml-auto flex shrink-0 items-center gap-4 max-[1000px]:gap-2 max-[830px]:gap-1">
            <SearchBox>
              <Icon icon={Search} className="size-5" />
            </SearchBox>
            <div className="flex shrink-0 items-center gap-1 max-[769px]:hidden min-[1100px]:gap-2">
              {settings.helpCenterUrl ? (
                <a
                  href={settings.helpCenterUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('helpCenter')}
                  className="inline-flex h-9 items-center gap-1.5 rounded-control px-2 text-[15px] whitespace-nowrap text-[var(--hdr-fg)] transition-colors hover:text-[var(--hdr-hover)] max-[1000px]:text-sm"
                >
                  <Icon icon={CircleHelp} className="size-4" />
                  <span className="max-[1300px]:sr-only">{t('helpCenter')}</span>
                  <span className="sr-only">{t('newTab')}</span>
                </a>
              ) : null}
              <LanguageMenu
                locale={locale}
                origins={origins}
                label={t('language')}
                names={names}
                currentLabel={t('currentLanguage')}
                icons={{
                  globe: <Icon icon={Globe} className="size-4" />,
                  chevron: <Icon icon={ChevronDown} className="size-3.5 opacity-70 max-[830px]:hidden" />,
                  check: <Icon icon={Check} className="size-4 text-accent-strong" />,
                }}
              />
              <ContactButton
                data-testid="header-contact"
                className="ml-1 inline-flex h-9 items-center rounded-control bg-accent-strong px-4 text-[15px] font-medium whitespace-nowrap text-white transition-colors hover:bg-[#085bb9] max-[1000px]:px-3 max-[1000px]:text-sm max-[830px]:px-2.5"
              >
                {t('contact')}
              </ContactButton>
            </div>
            <MobileMenu
              items={items}
              locale={locale}
              origins={origins}
              helpCenterUrl={settings.helpCenterUrl}
              icons={{
                menu: <Icon icon={Menu} className="size-6" />,
                close: <Icon icon={X} className="size-6" />,
                chevron: <Icon icon={ChevronDown} className="size-4" />,
                external: <Icon icon={ExternalLink} className="size-3.5" />,
                help: <Icon icon={CircleHelp} className="size-4" />,
              }}
              labels={{
                open: t('openMenu'),
                close: t('closeMenu'),
                menu: t('mainLabel'),
                helpCenter: t('helpCenter'),
                language: t('language'),
                contact: t('contact'),
                newTab: t('newTab'),
                names,
              }}
            />
          </div>
        </div>
      </HeaderBar>
      <BackToTop label={t('backToTop')}>
        <Icon icon={ArrowUp} className="size-5" />
      </BackToTop>
    </>
  )
}
