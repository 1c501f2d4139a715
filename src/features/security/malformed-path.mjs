// A path whose percent-escapes are not valid UTF-8 (`/products/%ff`, `/api/%ff`,
// `/cms-api/media/file/%ff%fe`) names nothing here. Next fails decoding it (a bare 500 on the API,
// the CMS API and the admin); every such request is refused here, before Next, with a 400 in the
// visitor's language, in the API's envelope on /api.

import { refuse } from './refuse.mjs'

const MESSAGE = { zh: '参数 path 无效', en: 'Invalid parameter: path' }

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
 * Answers a request whose path cannot be decoded; returns whether it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('../../i18n/hosts.mjs').SiteHosts} hosts the two sites' hosts
 */
export function refuseMalformedPath(req, res, hosts) {
  if (!isMalformedUrlPath(req.url ?? '/')) return false
  refuse(req, res, 400, MESSAGE, hosts)
  return true
}
