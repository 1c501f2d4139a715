import { z } from 'zod'

// Zod probes for eval (`Function('')`) to compile fast parsers; the site's CSP forbids eval, and the
// probe alone is reported as a violation in the browser. The form is small: interpret instead.
z.config({ jitless: true })

/**
 * The contact form's rules (spec sections 3 and 5), one schema for the dialog (react-hook-form)
 * and the server endpoint (POST /api/demandEmail), with messages in the visitor's language.
 */
export type ContactLocale = 'zh' | 'en'

export const contactMessages = {
  zh: {
    required: '必填项',
    email: '请输入正确的邮箱',
    phone: '请输入正确的手机号或电话号码',
    product: '请选择产品',
    tooLong: (max: number) => `最多 ${max} 个字符`,
  },
  en: {
    required: 'Required field',
    email: 'Please enter a correct email',
    phone: 'Please enter a correct mobile or phone number',
    product: 'Please select a product',
    tooLong: (max: number) => `At most ${max} characters`,
  },
} as const

/** The form's fields by name, as the 400 answer and the sales e-mail name them. */
export const contactFieldLabels = {
  zh: {
    username: '姓名',
    phone: '电话',
    email: '邮箱',
    company: '公司',
    product: '产品',
    description: '需求描述',
  },
  en: {
    username: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    company: 'Company',
    product: 'Product',
    description: 'Requirement',
  },
} as const satisfies Record<ContactLocale, Record<string, string>>

/** Products offered in the dialog; zCloud and zAIoT only on the Chinese site (spec section 3). */
export const contactProducts = {
  zh: ['MogDB', 'zCloud', 'zDataX', 'zAIoT', 'zStorage'],
  en: ['MogDB', 'zDataX', 'zStorage'],
} as const satisfies Record<ContactLocale, readonly string[]>

/** Mainland mobile: 1, second digit 3–9, 11 digits in total. */
export const mobilePattern = /^1[3-9]\d{9}$/
/** Landline: 0 plus 2–3 digits (area code), optional hyphen, then 7–8 digits. */
export const landlinePattern = /^0\d{2,3}-?\d{7,8}$/

export const isPhone = (value: string) => mobilePattern.test(value) || landlinePattern.test(value)

export const contactLimits = { username: 50, company: 100, email: 254, phone: 20, description: 2000 } as const

export function contactSchema(locale: ContactLocale) {
  const m = contactMessages[locale]
  const text = (max: number) =>
    z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong(max))
  return z.object({
    username: text(contactLimits.username),
    phone: z
      .string({ error: m.required })
      .trim()
      .min(1, m.required)
      .max(contactLimits.phone, m.phone)
      .refine(isPhone, m.phone),
    email: z
      .string({ error: m.required })
      .trim()
      .min(1, m.required)
      .max(contactLimits.email, m.email)
      .pipe(z.email(m.email)),
    company: text(contactLimits.company),
    // Nothing chosen is a missing field; a value not on the list (an API caller's) is a wrong one.
    product: z.enum(contactProducts[locale] as unknown as [string, ...string[]], {
      error: (issue) => (issue.input === undefined || issue.input === '' ? m.required : m.product),
    }),
    description: text(contactLimits.description),
  })
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>
