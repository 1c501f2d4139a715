/**
 * The small part of ICU message syntax the client catalogues use: `{name}` arguments and
 * `{n, plural, one {…} other {…}}` with `#`. The browser gets this instead of next-intl's
 * runtime formatter (about 12 KB gzip on every page's first load, docs/performance.md).
 * format.test.ts checks every client message against next-intl's own output.
 */
export type MessageValues = Record<string, string | number>

/** Index just past the `}` that closes the brace opened before `from`. */
function closing(message: string, from: number): number {
  let depth = 1
  for (let i = from; i < message.length; i++) {
    if (message[i] === '{') depth++
    else if (message[i] === '}' && --depth === 0) return i + 1
  }
  return message.length
}

function plural(locale: string, n: number, body: string, values: MessageValues): string {
  const forms = new Map<string, string>()
  let i = 0
  while (i < body.length) {
    const open = body.indexOf('{', i)
    if (open < 0) break
    const end = closing(body, open + 1)
    forms.set(body.slice(i, open).trim(), body.slice(open + 1, end - 1))
    i = end
  }
  const form =
    forms.get(`=${n}`) ?? forms.get(new Intl.PluralRules(locale).select(n)) ?? forms.get('other') ?? ''
  return formatMessage(locale, form.replaceAll('#', new Intl.NumberFormat(locale).format(n)), values)
}

export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  let out = ''
  let i = 0
  while (i < message.length) {
    const open = message.indexOf('{', i)
    if (open < 0) {
      out += message.slice(i)
      break
    }
    out += message.slice(i, open)
    const end = closing(message, open + 1)
    const inner = message.slice(open + 1, end - 1)
    const [name = '', kind, ...rest] = inner.split(',')
    const value = values[name.trim()]
    if (kind?.trim() === 'plural') out += plural(locale, Number(value), rest.join(',').trim(), values)
    else out += value === undefined ? `{${inner}}` : String(value)
    i = end
  }
  return out
}
