// A path whose percent-escapes are not valid UTF-8 (`/products/%ff`, `/api/%ff`,
// `/cms-api/media/file/%ff%fe`) names nothing here. Next fails decoding it (a bare 500 on the API,
// the CMS API and the admin); every such request is refused here, before Next: a site page with the
// 404 page, anything else with a 400, both in the visitor's language, in the API's envelope on /api.
// So is a request target that is not a path: `OPTIONS *` or `GET *` (the asterisk form, for
// proxies) made Next answer 500. The absolute form (`GET http://host/path`, RFC 9112 3.2.2) is
// taken as the path with its authority as the Host, so Next never builds a redirect to the host
// it names: an unknown host is then sent to the site like any other.

import { notFoundPage } from '../errors/error-documents.mjs'
import { answerLocale } from '../../i18n/hosts.mjs'
import { baseSecurityHeaders } from './policy.mjs'
import { refuse } from './refuse.mjs'

const MESSAGE = { zh: '参数 path 无效', en: 'Invalid parameter: path' }
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)([^#]*)$/i
// Paths that are not the site's pages: their clients read a short message, not an error page.
const SERVICE_PATH = /^\/(api|cms-api|admin|_next)(\/|$|\?)/

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
  const url = req.url ?? '/'
  if (url.startsWith('/') && !isMalformedUrlPath(url)) return false
  if (!url.startsWith('/') || SERVICE_PATH.test(url)) {
    refuse(req, res, 400, MESSAGE, hosts)
    return true
  }
  // A visitor's page address (a broken link): the site's 404 page, as for any page that is not there.
  const html = notFoundPage(answerLocale(req.headers.host, hosts))
  res.writeHead(404, {
    ...baseSecurityHeaders({ https: false }),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : html)
  return true
}
