import { describe, expect, it } from 'vitest'
import { isAllowedWebhookUrl, webhookFor } from './webhook'

const settings = {
  defaultWebhook: {
    platform: 'wecom' as const,
    url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=d',
  },
  productWebhooks: [
    {
      product: ' MogDB ',
      platform: 'dingtalk' as const,
      url: 'https://oapi.dingtalk.com/robot/send?access_token=m',
      secret: 's',
    },
    {
      product: 'MogDB Stack',
      platform: 'feishu' as const,
      url: 'https://open.feishu.cn/open-apis/bot/v2/hook/x',
    },
  ],
}

describe('webhookFor', () => {
  it('takes the product’s own group: same name, trimmed, case-insensitive', () => {
    expect(webhookFor(settings, 'mogdb')).toMatchObject({ platform: 'dingtalk', secret: 's' })
    expect(webhookFor(settings, 'MogDB Stack ')).toMatchObject({ platform: 'feishu' })
  })

  it('falls back to the default group, never to a partial match', () => {
    expect(webhookFor(settings, 'MogDB Lite')).toMatchObject({ platform: 'wecom' })
    expect(webhookFor(settings, 'zCloud')).toMatchObject({ platform: 'wecom' })
  })

  it('is null when no group has a URL', () => {
    expect(
      webhookFor({ defaultWebhook: { platform: 'wecom', url: ' ' }, productWebhooks: [] }, 'MogDB'),
    ).toBeNull()
    expect(webhookFor({}, 'MogDB')).toBeNull()
  })
})

describe('isAllowedWebhookUrl', () => {
  it('takes https anywhere and plain http to loopback only', () => {
    expect(isAllowedWebhookUrl('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k')).toBe(true)
    expect(isAllowedWebhookUrl('http://127.0.0.1:3235/hook')).toBe(true)
    expect(isAllowedWebhookUrl('http://localhost/hook')).toBe(true)
    expect(isAllowedWebhookUrl('http://[::1]:8080/hook')).toBe(true)
    expect(isAllowedWebhookUrl('http://oapi.dingtalk.com/robot/send')).toBe(false)
    expect(isAllowedWebhookUrl('http://127.0.0.1.example.com/hook')).toBe(false)
    expect(isAllowedWebhookUrl('https://user:pass@example.com/hook')).toBe(false)
    expect(isAllowedWebhookUrl('javascript:alert(1)')).toBe(false)
    expect(isAllowedWebhookUrl('not a url')).toBe(false)
  })
})
