import type { Where } from 'payload'
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from './lead-status'

const VALUE_FIELDS = new Set(['from', 'to'])

/** The status codes whose name, in either language, contains `term` ("已联" → contacted). */
function statusesNamed(term: string): string[] {
  const wanted = term.trim().toLowerCase()
  if (!wanted) return []
  return LEAD_STATUSES.filter((code) => {
    const { zh, en } = LEAD_STATUS_LABELS[code]
    return zh.includes(wanted) || en.toLowerCase().includes(wanted)
  })
}

/**
 * The history's search box, made to find statuses by the names the list shows. A status row
 * stores its code ("contacted") while its cells read "已联系" / "Contacted", so a search for the
 * shown word found nothing. Each `from`/`to` text condition (`like`, `contains`) also matches the
 * status rows whose value is a code with that name. Everything else passes through unchanged.
 */
export function withStatusNames(where: Where): Where {
  const out: Where = {}
  const widened: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out[key] = value.map((w) => withStatusNames(w as Where))
      continue
    }
    const term = VALUE_FIELDS.has(key) && value && typeof value === 'object' ? textTerm(value) : undefined
    const codes = term === undefined ? [] : statusesNamed(term)
    if (codes.length === 0) {
      out[key] = value
      continue
    }
    widened.push({
      or: [{ [key]: value }, { and: [{ field: { equals: 'status' } }, { [key]: { in: codes } }] }],
    } as Where)
  }
  if (widened.length > 0) out.and = [...((out.and as Where[] | undefined) ?? []), ...widened]
  return out
}

function textTerm(condition: object): string | undefined {
  const { like, contains } = condition as { like?: unknown; contains?: unknown }
  const term = like ?? contains
  return typeof term === 'string' ? term : undefined
}
