import type { Locale } from '@/i18n/routing'

/** Server-side API messages in the request host's language (spec section 8). */
export const apiMessages = {
  zh: {
    ok: '成功',
    badParam: (name: string) => `参数 ${name} 无效`,
    badJson: '请求内容不是有效的 JSON',
    badBody: '请求内容格式不正确',
    tooLarge: '请求内容过大',
    unsupportedType: '仅接受 application/json 格式的请求',
    forbiddenOrigin: '请求来源不被允许',
    forbidden: '无权访问',
    notFound: '未找到相关内容',
    noSuchEndpoint: '请求的接口不存在',
    methodNotAllowed: '不支持该请求方法',
    rateLimited: '提交过于频繁，请稍后再试',
    enquirySent: '需求邮件发送成功',
    internal: '服务器内部错误，请稍后再试',
    unavailable: '服务暂时不可用，请稍后再试',
    shareNotConfigured: '微信分享未配置',
    shareUpstream: '微信接口暂时不可用，请稍后再试',
    shareForeignUrl: '只能为本站页面生成分享签名',
    previewExpired: '预览链接无效或已过期，请在管理后台重新打开预览',
  },
  en: {
    ok: 'OK',
    badParam: (name: string) => `Invalid parameter: ${name}`,
    badJson: 'The request body is not valid JSON',
    badBody: 'The request body has the wrong shape',
    tooLarge: 'The request body is too large',
    unsupportedType: 'Only application/json requests are accepted',
    forbiddenOrigin: 'Requests from this origin are not allowed',
    forbidden: 'Access denied',
    notFound: 'Nothing was found',
    noSuchEndpoint: 'There is no such API endpoint',
    methodNotAllowed: 'This request method is not supported',
    rateLimited: 'Too many submissions; please try again later',
    enquirySent: 'Your enquiry has been sent',
    internal: 'Internal server error; please try again later',
    unavailable: 'The service is temporarily unavailable; please try again shortly',
    shareNotConfigured: 'Chat-app sharing is not configured',
    shareUpstream: 'The chat platform is unavailable; please try again later',
    shareForeignUrl: 'Share signatures are only issued for pages of this site',
    previewExpired: 'This preview link is invalid or has expired; open the preview again in the admin',
  },
} as const satisfies Record<Locale, Record<string, string | ((name: string) => string)>>

export type ApiMessages = (typeof apiMessages)[Locale]
