import type { Redis } from 'ioredis'
import { fromRedis } from '../services/dependency-unavailable'
import {
  LOGIN_THROTTLE_LIMITS,
  throttleKeys,
  type LoginReservation,
  type LoginThrottle,
  type ThrottleLimits,
} from './login-throttle'

// Each window is a hash {count, resetsAt}, expiring with its window. The clock is the caller's (ARGV), so the
// windows behave as the in-memory ones do, and `resetsAt` names the window a reservation counted in: a success
// releases that window only, never the next one.

/** Refuses while either window is full (answering the wait), else counts the attempt in both and names the windows. */
const RESERVE = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local function open(key)
  local fields = redis.call('HMGET', key, 'count', 'resetsAt')
  local resetsAt = tonumber(fields[2])
  if resetsAt and resetsAt > now then return tonumber(fields[1]), resetsAt end
  return 0, nil
end
local ipCount, ipResetsAt = open(KEYS[1])
local accountCount, accountResetsAt = open(KEYS[2])
local wait = 0
if ipCount >= tonumber(ARGV[3]) then wait = ipResetsAt - now end
if accountCount >= tonumber(ARGV[4]) then wait = math.max(wait, accountResetsAt - now) end
if wait > 0 then return {0, wait} end
local function bump(key, resetsAt)
  if resetsAt then
    redis.call('HINCRBY', key, 'count', 1)
    return resetsAt
  end
  resetsAt = now + windowMs
  redis.call('HSET', key, 'count', 1, 'resetsAt', resetsAt)
  redis.call('PEXPIRE', key, windowMs)
  return resetsAt
end
return {1, bump(KEYS[1], ipResetsAt), bump(KEYS[2], accountResetsAt)}`

/** Forgets the account's window and takes this attempt off the IP's, when they are still the ones it counted in. */
const SUCCEEDED = `
if redis.call('HGET', KEYS[2], 'resetsAt') == ARGV[2] then redis.call('DEL', KEYS[2]) end
if redis.call('HGET', KEYS[1], 'resetsAt') == ARGV[1] then
  if redis.call('HINCRBY', KEYS[1], 'count', -1) <= 0 then redis.call('DEL', KEYS[1]) end
end
return 1`

/** The login throttle in Redis (REDIS_URL): every instance counts the same attempts, in one round trip each. */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: ThrottleLimits = LOGIN_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async reserve(ip: string, email: string): Promise<LoginReservation> {
    const { ipKey, accountKey } = throttleKeys(ip, email)
    const keys = [`${this.prefix}login:${ipKey}`, `${this.prefix}login:${accountKey}`]
    const { windowMs, maxFailuresPerIp, maxFailuresPerAccountAndIp } = this.limits
    const answer = (await fromRedis(
      this.redis.eval(RESERVE, 2, ...keys, this.now(), windowMs, maxFailuresPerIp, maxFailuresPerAccountAndIp),
    )) as [0, number] | [1, number, number]
    if (answer[0] === 0) return { granted: false, retryAfterMs: answer[1] }

    const [, ipResetsAt, accountResetsAt] = answer
    let settled = false
    return {
      granted: true,
      succeeded: async () => {
        if (settled) return
        settled = true
        await fromRedis(this.redis.eval(SUCCEEDED, 2, ...keys, ipResetsAt, accountResetsAt))
      },
    }
  }
}
