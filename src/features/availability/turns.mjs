import { AsyncResource } from 'node:async_hooks'

/**
 * Turns for the requests that read pages: at most `limit` GET/HEAD requests are inside Next at
 * once, the rest wait in arrival order. Under overload Node interleaves every request in flight at
 * each `await`, so a render of many steps waited a whole round of the others at each step: with 100
 * connections straight to the app, a listing took over 30 s while the mean answer took 1.6 s
 * (docs/reliability.md, "The resilience suite"). Waiting for one turn bounds that wait.
 *
 * Never held: other methods (enquiries, uploads, the admin's saves) and /healthz. A turn ends when
 * the answer is sent or the connection closes, and at the latest after `holdMs`, so a client that
 * stops reading cannot keep turns from the others.
 *
 * A waiting request starts in its own async context, bound when it arrived: started as it is from
 * another answer's 'finish', it would otherwise run inside that request's context, and Next's
 * request stores would each keep the one before them (Next snapshots the context it starts in).
 * Under unbroken load that chain held every request served: the 10-minute soak's heap grew from
 * 150 to 320 MB after collection (docs/reliability.md, "Memory").
 *
 * @param {{ limit: number, holdMs: number }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, run: () => void) => void}
 */
export function pageTurns({ limit, holdMs }) {
  let active = 0
  /** @type {Array<() => void>} */
  const waiting = []
  const next = () => {
    active--
    const start = waiting.shift()
    if (start) {
      active++
      start()
    }
  }
  return (req, res, run) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url === '/healthz') return run()
    const start = () => {
      // The visitor left while waiting: the turn goes on to the next one.
      if (res.destroyed || req.destroyed) return next()
      let done = false
      const end = () => {
        if (done) return
        done = true
        clearTimeout(timer)
        next()
      }
      const timer = setTimeout(end, holdMs)
      timer.unref()
      res.once('finish', end)
      res.once('close', end)
      run()
    }
    if (active < limit) {
      active++
      start()
    } else waiting.push(AsyncResource.bind(start))
  }
}
