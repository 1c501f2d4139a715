import { redisKey, type Redis } from '@/lib/redis'
import type { Cached, SharedValueStore } from './signature'

/**
 * The chat app's token and ticket in Redis, shared by every instance. Keys carry the app id, so
 * two official accounts never mix; each value expires in Redis when it would on the platform.
 */
export function redisValueStore(
  connect: () => Promise<Redis>,
  appId: string,
  now = Date.now,
): SharedValueStore {
  const key = (name: string) => redisKey('wechat', appId, name)
  const lockKey = (name: string) => redisKey('wechat', appId, name, 'lock')
  return {
    async get(name) {
      const raw = await (await connect()).get(key(name))
      if (!raw) return null
      const parsed = JSON.parse(raw) as Partial<Cached>
      return typeof parsed.value === 'string' && typeof parsed.refreshAt === 'number'
        ? { value: parsed.value, refreshAt: parsed.refreshAt }
        : null
    },
    async set(name, cached) {
      const client = await connect()
      const ttl = Math.max(1000, cached.refreshAt - now())
      await client.multi().set(key(name), JSON.stringify(cached), { PX: ttl }).del(lockKey(name)).exec()
    },
    async delete(name) {
      await (await connect()).del(key(name))
    },
    async lock(name, ms) {
      const answer = await (await connect()).set(lockKey(name), String(process.pid), { NX: true, PX: ms })
      return answer === 'OK'
    },
  }
}
