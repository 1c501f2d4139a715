import type { Field, GlobalConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { hiddenUnlessAdmin, isAdmin } from '@/cms/access'
import { rowNames } from '@/cms/fields'
import { isAllowedWebhookUrl } from './webhook'
import { isTimeZone } from '../zoned-time'
import { adminLanguage } from '@/cms/admin-language'

const inAdminLanguage = (req: PayloadRequest | undefined, zh: string, en: string) =>
  adminLanguage(req) === 'en' ? en : zh

/** https only; plain http to a loopback address (a local relay, a test server) — see ./webhook.ts. */
const validWebhookUrl: TextFieldSingleValidation = (value, { req, required }) => {
  if (!value?.trim())
    return required ? inAdminLanguage(req, '请填写 Webhook 地址', 'Enter the webhook URL') : true
  return isAllowedWebhookUrl(value.trim())
    ? true
    : inAdminLanguage(
        req,
        'Webhook 地址须以 https:// 开头（仅本机地址可用 http://）',
        'The webhook URL must start with https:// (http:// only for a loopback address)',
      )
}

const validTimeZone: TextFieldSingleValidation = (value, { req }) =>
  value && isTimeZone(value.trim())
    ? true
    : inAdminLanguage(
        req,
        '请填写 IANA 时区，例如 Asia/Shanghai',
        'Enter an IANA time zone, e.g. Asia/Shanghai',
      )

const webhookFields: Field[] = [
  {
    name: 'platform',
    type: 'select',
    required: true,
    defaultValue: 'wecom',
    label: { zh: '平台', en: 'Platform' },
    options: [
      { value: 'wecom', label: { zh: '企业微信群机器人', en: 'WeCom group robot' } },
      { value: 'dingtalk', label: { zh: '钉钉自定义机器人', en: 'DingTalk custom robot' } },
      { value: 'feishu', label: { zh: '飞书自定义机器人', en: 'Feishu / Lark custom bot' } },
    ],
  },
  {
    name: 'url',
    type: 'text',
    required: true,
    validate: validWebhookUrl,
    label: { zh: 'Webhook 地址', en: 'Webhook URL' },
    admin: {
      description: {
        zh: '群机器人的 Webhook 地址（https）。消息含产品、公司、来源站点和后台链接，不含姓名、电话和邮箱。',
        en: 'The group bot’s webhook URL (https). Messages carry the product, company, site and an admin link; never the name, phone or e-mail.',
      },
    },
  },
  {
    name: 'secret',
    type: 'text',
    label: { zh: '签名密钥（钉钉、飞书）', en: 'Signing secret (DingTalk, Feishu)' },
    admin: {
      description: {
        zh: '机器人开启“加签”或“签名校验”时填写；企业微信不需要。',
        en: 'When the bot has signing switched on; WeCom has none.',
      },
    },
  },
]

/**
 * Where new enquiries are announced in the sales team's group chat: one default webhook and,
 * optionally, one per product; and when a still-new enquiry is announced again. Admins only: the
 * URLs and secrets let anyone post to the group.
 */
export const TeamChat: GlobalConfig = {
  slug: 'team-chat',
  label: { zh: '群消息提醒', en: 'Team-chat alerts' },
  admin: { group: { zh: '销售', en: 'Sales' }, hidden: hiddenUnlessAdmin },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'defaultWebhook',
      type: 'group',
      label: { zh: '默认群', en: 'Default group' },
      fields: webhookFields.map((f) => ({ ...f, required: false }) as Field),
    },
    {
      name: 'productWebhooks',
      type: 'array',
      label: { zh: '按产品的群', en: 'Per-product groups' },
      ...rowNames({ zh: '群', en: 'Group' }, { zh: '按产品的群', en: 'Per-product groups' }, ['product']),
      fields: [
        {
          name: 'product',
          type: 'text',
          required: true,
          label: { zh: '产品', en: 'Product' },
          admin: {
            description: {
              zh: '与咨询的产品名称相同（忽略大小写和首尾空格）时用这个群，否则用默认群。',
              en: 'Used when the enquiry’s product is this name (ignoring case and surrounding spaces); otherwise the default group.',
            },
          },
        },
        ...webhookFields,
      ],
    },
    {
      name: 'reminderAfterHours',
      type: 'number',
      required: true,
      defaultValue: 4,
      min: 1,
      max: 200,
      label: { zh: '未跟进提醒（工作小时）', en: 'Remind after (working hours)' },
      admin: {
        description: {
          zh: '咨询在这么多工作小时（周一至周五 9:00–18:00）后仍为“新咨询”时，群里提醒一次。',
          en: 'An enquiry still new after this many working hours (Mon–Fri 09:00–18:00) is announced once more.',
        },
      },
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'Asia/Shanghai',
      validate: validTimeZone,
      label: { zh: '工作时间所在时区', en: 'Working hours time zone' },
    },
  ],
}
