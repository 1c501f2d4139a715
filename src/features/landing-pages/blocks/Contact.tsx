import { getTranslations } from 'next-intl/server'
import { Section, SectionHeading } from '@/components/content/Section'
import type { ContactBlock } from '@/cms/payload-types'
import { ContactFormSection } from '@/features/enquiry/form/ContactFormSection'

/** The enquiry form embedded in the page, under the block's heading and text. */
export async function Contact({ block, id }: { block: ContactBlock; id: string }) {
  const t = await getTranslations('contact')
  return (
    <Section tone="soft" labelledBy={id}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={id} title={block.heading || t('embeddedTitle')} lead={block.text} />
        <ContactFormSection />
      </div>
    </Section>
  )
}
