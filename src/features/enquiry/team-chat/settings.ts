import type { Field, GlobalConfig } from 'payload'
import { hiddenUnlessAdmin, isAdmin } from '@/cms/access'

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
  { name: 'url', type: 'text', required: true, label: { zh: 'Webhook 地址', en: 'Webhook URL' } },
  { name: 'secret', type: 'text', label: { zh: '签名密钥（钉钉、飞书）', en: 'Signing secret (DingTalk, Feishu)' } },
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
      fields: [{ name: 'product', type: 'text', required: true, label: { zh: '产品', en: 'Product' } }, ...webhookFields],
    },
    {
      name: 'reminderAfterHours',
      type: 'number',
      required: true,
      defaultValue: 4,
      min: 1,
      max: 200,
      label: { zh: '未跟进提醒（工作小时）', en: 'Remind after (working hours)' },
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'Asia/Shanghai',
      label: { zh: '工作时间所在时区', en: 'Working hours time zone' },
    },
  ],
}
