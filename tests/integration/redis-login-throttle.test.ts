import { RedisLoginThrottle } from '../../server/auth/redis-login-throttle'
import { loginThrottleContract } from '../setup/login-throttle-contract'
import { describeWithRedis, testKeyPrefix } from '../setup/test-redis'

describeWithRedis('the login throttle in Redis', (redis) => {
  loginThrottleContract((limits, now) => new RedisLoginThrottle(redis(), testKeyPrefix(), limits, now))
})
