// A path whose percent-escapes are not valid UTF-8 (`/products/%ff`, `/api/%ff`,
// `/cms-api/media/file/%ff%fe`) names nothing here. Next fails decoding it (a bare 500 on the API,
// the CMS API and the admin); every such request is refused here, before Next, with a 400 in the
// visitor's language, in the API's envelope on /api.
// So is a request target that is not a path: `OPTIONS *` or `GET *` (the asterisk form, for
// proxies) made Next answer 500. The absolute form (`GET http://host/path`, RFC 9112 3.2.2) is
// taken as the path with its authority as the Host, so Next never builds a redirect to the host
// it names: an unknown host is then sent to the site like any other.

import { refuse } from './refuse.mjs'

const MESSAGE = { zh: '参数 path 无效', en: 'Invalid parameter: path' }
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)([^#]*)$/i

/** @param {string} url the request target (path and query) */
export function isMalformedUrlPath(url) {
  try {
    decodeURIComponent(url.split('?', 1)[0] ?? '')
    return false
  } catch {
    return true
  }
}

/**
 * Answers a request whose target is not a decodable path; returns whether it did. An absolute-form
 * target becomes its path, and its authority the Host header, before anything else sees it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('../../i18n/hosts.mjs').SiteHosts} hosts the two sites' hosts
 */
export function refuseMalformedPath(req, res, hosts) {
  const absolute = ABSOLUTE_FORM.exec(req.url ?? '/')
  if (absolute) {
    const [, authority = '', rest = ''] = absolute
    req.headers.host = authority.split('@').pop()
    req.url = rest.startsWith('/') ? rest : `/${rest}`
  }
  if ((req.url ?? '/').startsWith('/') && !isMalformedUrlPath(req.url ?? '/')) return false
  refuse(req, res, 400, MESSAGE, hosts)
  return true
}
