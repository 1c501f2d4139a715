import { describe, expect, it } from 'vitest'
import { contactSchema, isPhone } from './schema'

const valid = {
  username: '张三',
  phone: '13812345678',
  email: 'zhang@example.com',
  company: '某银行',
  product: 'MogDB',
  description: '核心系统迁移咨询',
}

const firstError = (locale: 'zh' | 'en', input: Record<string, unknown>, field: string) => {
  const r = contactSchema(locale).safeParse(input)
  expect(r.success).toBe(false)
  return r.error!.issues.find((i) => i.path[0] === field)?.message
}

describe('contact form rules (spec section 5)', () => {
  it('accepts a complete enquiry and trims text', () => {
    const r = contactSchema('zh').parse({ ...valid, username: '  张三  ', company: ' 某银行 ' })
    expect(r.username).toBe('张三')
    expect(r.company).toBe('某银行')
  })

  it.each(['username', 'phone', 'email', 'company', 'description'])(
    '%s is required, with the message in each language',
    (field) => {
      expect(firstError('zh', { ...valid, [field]: '   ' }, field)).toBe('必填项')
      expect(firstError('en', { ...valid, [field]: '' }, field)).toBe('Required field')
      expect(firstError('en', { ...valid, [field]: undefined }, field)).toBe('Required field')
    },
  )

  it('requires a product from the locale’s list: zCloud and zAIoT only in Chinese', () => {
    expect(contactSchema('zh').safeParse({ ...valid, product: 'zCloud' }).success).toBe(true)
    expect(contactSchema('zh').safeParse({ ...valid, product: 'zAIoT' }).success).toBe(true)
    expect(firstError('en', { ...valid, product: 'zCloud' }, 'product')).toBe('Please select a product')
    expect(firstError('zh', { ...valid, product: 'Oracle' }, 'product')).toBe('请选择产品')
    expect(firstError('zh', { ...valid, product: 42 }, 'product')).toBe('请选择产品')
    // Nothing chosen: the field is missing.
    expect(firstError('zh', { ...valid, product: '' }, 'product')).toBe('必填项')
    expect(firstError('en', { ...valid, product: undefined }, 'product')).toBe('Required field')
  })

  it('checks the e-mail address', () => {
    expect(firstError('zh', { ...valid, email: 'not-an-email' }, 'email')).toBe('请输入正确的邮箱')
    expect(firstError('en', { ...valid, email: 'a@b' }, 'email')).toBe('Please enter a correct email')
  })

  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false], // second digit must be 3–9
    ['1381234567', false], // 10 digits
    ['138123456789', false], // 12 digits
    ['010-12345678', true],
    ['01012345678', true],
    ['0755-1234567', true],
    ['0571-12345678', true],
    ['010-123456', false], // 6 digits after the area code
    ['10-12345678', false], // no leading 0
    ['+8613812345678', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(isPhone(phone)).toBe(ok)
    if (!ok) {
      expect(firstError('zh', { ...valid, phone }, 'phone')).toBe('请输入正确的手机号或电话号码')
      expect(firstError('en', { ...valid, phone }, 'phone')).toBe(
        'Please enter a correct mobile or phone number',
      )
    }
  })

  it('refuses over-long text', () => {
    expect(firstError('en', { ...valid, description: 'x'.repeat(2001) }, 'description')).toMatch(/2000/)
  })
})
