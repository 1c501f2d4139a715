import type { RichTextAdapterProvider } from 'payload'
import { urlMessages, urlProblem, type UrlProblem } from '../../features/routing/links'
import { adminLanguage } from '../admin-language'

/**
 * Rich-text links pass the one URL rule (features/routing/links.ts) when saved: the editor's
 * link dialog only refuses an empty URL or one with a space, so `javascript:`, `data:` and
 * control-character-prefixed hrefs were kept in the stored document. Every rich-text field
 * uses the config's editor, so the check sits on that editor: its validation (published saves,
 * the admin's form) and a hook for the saves Payload does not validate (drafts, autosave).
 */

type LexicalNode = { type?: unknown; fields?: { url?: unknown; linkType?: unknown }; children?: unknown }

/** The links of a Lexical editor state whose URL fails the rule, in document order. */
export function unsafeRichTextLinks(state: unknown): { url: string; problem: UrlProblem }[] {
  const found: { url: string; problem: UrlProblem }[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { type, fields, children } = node as LexicalNode
    // A link to a document of the CMS (linkType internal) is resolved to its path when shown.
    if ((type === 'link' || type === 'autolink') && fields?.linkType !== 'internal') {
      const url = typeof fields?.url === 'string' ? fields.url : ''
      const problem = url ? urlProblem(url) : null
      if (problem) found.push({ url, problem })
    }
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk((state as { root?: unknown } | null)?.root)
  return found
}

/** The first unsafe link as a message in the admin's language, or null. */
function linkError(state: unknown, req: Parameters<typeof adminLanguage>[0]): string | null {
  const [first] = unsafeRichTextLinks(state)
  if (!first) return null
  const lang = adminLanguage(req)
  const shown = JSON.stringify(first.url.length > 60 ? `${first.url.slice(0, 60)}…` : first.url)
  const reason = urlMessages[lang][first.problem]
  return lang === 'en' ? `The link ${shown} cannot be saved. ${reason}` : `链接 ${shown} 无法保存：${reason}`
}

/** The config's rich-text editor, refusing a document with an unsafe link on every save. */
// Any editor's provider (Lexical's own types are narrower than Payload's generic one).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProvider = RichTextAdapterProvider<any, any, any>

export function withSafeLinks<P extends AnyProvider>(provider: P): P {
  const wrapped: AnyProvider = async (args) => {
    const adapter = await provider(args)
    return {
      ...adapter,
      validate: async (value, options) => linkError(value, options.req) ?? adapter.validate(value, options),
      hooks: {
        ...adapter.hooks,
        beforeChange: [
          ...(adapter.hooks?.beforeChange ?? []),
          // Validation reports it when it runs; a draft save skips it, so the refusal is added here.
          ({ value, req, path, errors, skipValidation, fieldLabelPath }) => {
            if (!skipValidation) return value
            const message = linkError(value, req)
            if (message) errors?.push({ label: fieldLabelPath, message, path: path.join('.') })
            return value
          },
        ],
      },
    }
  }
  return wrapped as P
}
