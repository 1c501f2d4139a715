import { checkDatabase } from '@/features/availability/database-check'

export const dynamic = 'force-dynamic'

/** Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. */
export async function GET() {
  try {
    await checkDatabase()
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('healthz: database check failed', error)
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
