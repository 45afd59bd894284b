import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { fromRedis } from '../dependency-unavailable'
import type { RateLimitStore } from './rate-limit-store'

// Each operation is one Lua script: Redis runs it atomically, so instances sharing the store cannot both take the
// last place in a window or both claim one token. Keys expire on their own; nothing needs sweeping.

/** A sliding-window log as a sorted set of hit times: drop those out of the window, count, add when there is room. */
const TRY_HIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0`

/** A claim is "holder until"; it is free once its time has passed, and its holder may claim it again. */
const CLAIM_UNTIL = `
local current = redis.call('GET', KEYS[1])
if current then
  local separator = string.find(current, ' ', 1, true)
  local holder = string.sub(current, 1, separator - 1)
  local claimedUntil = tonumber(string.sub(current, separator + 1))
  if holder == ARGV[1] then return 1 end
  if claimedUntil >= tonumber(ARGV[3]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1] .. ' ' .. ARGV[2], 'PX', math.max(1, tonumber(ARGV[2]) - tonumber(ARGV[3]) + 1))
return 1`

/** The form guard's limits and token claims in Redis, shared by every instance (REDIS_URL). */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'patikachat:',
  ) {}

  async tryHit(key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
    // A unique member, so two hits in the same millisecond are two entries.
    const member = `${now}:${randomBytes(6).toString('hex')}`
    const result = await fromRedis(
      this.redis.eval(TRY_HIT, 1, `${this.prefix}hits:${key}`, now, windowMs, limit, member),
    )
    return result === 1
  }

  async claimUntil(key: string, holder: string, until: number, now: number): Promise<boolean> {
    const result = await fromRedis(this.redis.eval(CLAIM_UNTIL, 1, `${this.prefix}claim:${key}`, holder, until, now))
    return result === 1
  }
}
