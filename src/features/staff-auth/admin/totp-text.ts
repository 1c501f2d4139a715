/** The TOTP screens' words in the admin's two languages. */
export const totpText = {
  zh: {
    on: '两步验证已开启。登录时需要输入验证器应用中的验证码。',
    off: '两步验证未开启。开启后，登录时除密码外还需要手机验证器应用（如 Google Authenticator、Microsoft Authenticator）中的 6 位验证码。',
    mustSetUp: '管理员必须开启两步验证：开启之前，只能访问自己的账号页面。',
    start: '开始设置',
    scan: '用验证器应用扫描二维码，或手动输入以下密钥：',
    code: '验证码',
    confirm: '确认并开启',
    codesTitle: '恢复码（只显示这一次）',
    codesHelp: '请把这些恢复码保存在安全的地方。手机丢失时，每个恢复码可代替验证码登录一次。',
    done: '我已保存恢复码',
    disableTitle: '关闭两步验证',
    password: '当前密码',
    codeOrRecovery: '验证码或恢复码',
    disable: '关闭',
    otherOn: '该账号已开启两步验证。',
    otherOff: '该账号未开启两步验证。',
    reset: '重置两步验证（账号所有者丢失设备时）',
    resetDone: '已重置：该账号下次登录时只需密码，之后可重新设置。',
    failed: '操作失败，请重试。',
  },
  en: {
    on: 'Two-step sign-in is on: signing in asks for the code from your authenticator app.',
    off: 'Two-step sign-in is off. Once on, signing in asks for a 6-digit code from an authenticator app on your phone (e.g. Google Authenticator, Microsoft Authenticator) besides the password.',
    mustSetUp: 'Admins must turn on two-step sign-in: until then, only your own account page is available.',
    start: 'Set up',
    scan: 'Scan the QR code with your authenticator app, or type in this key:',
    code: 'Code',
    confirm: 'Confirm and turn on',
    codesTitle: 'Recovery codes (shown only this once)',
    codesHelp:
      'Keep these codes somewhere safe. If you lose your phone, each one signs you in once instead of a code.',
    done: 'I have saved the codes',
    disableTitle: 'Turn off two-step sign-in',
    password: 'Current password',
    codeOrRecovery: 'Code or recovery code',
    disable: 'Turn off',
    otherOn: 'This account has two-step sign-in on.',
    otherOff: 'This account has two-step sign-in off.',
    reset: 'Reset two-step sign-in (when its owner lost the device)',
    resetDone: 'Reset: this account signs in with its password alone next time and can set it up again.',
    failed: 'That did not work, please try again.',
  },
} as const

export type TotpLanguage = keyof typeof totpText
export const totpLanguage = (language: string | undefined): TotpLanguage => (language === 'en' ? 'en' : 'zh')
