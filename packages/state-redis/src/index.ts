export { createRedisState, type RedisStateOptions } from './redis.ts'
