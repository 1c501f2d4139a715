/**
 * Payload answers a collection without REST endpoints (its migrations table) with 501 and
 * `Cannot GET http://localhost:3000/cms-api/payload-migrations`: the URL Next used inside the
 * server, not the one the client asked for. The 501 stays; its body says only that.
 */
const GENERIC_501 = JSON.stringify({ errors: [{ message: 'Not implemented' }] })

type Handler<C> = (request: Request, context: C) => Promise<Response>

export function genericNotImplemented<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const answer = await handler(request, context)
    if (answer.status !== 501) return answer
    await answer.body?.cancel()
    const headers = new Headers(answer.headers)
    headers.delete('content-length')
    headers.set('content-type', 'application/json; charset=utf-8')
    return new Response(GENERIC_501, { status: 501, headers })
  }
}
