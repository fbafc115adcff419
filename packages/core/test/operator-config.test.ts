import { describe, expect, it } from 'vitest'
import { configFromEnv, parseConfig } from '../src/index.ts'

describe('operator settings from the environment', () => {
  it('reads SVC_ADMIN_TOKEN and SVC_LOG_FORMAT', () => {
    const config = parseConfig(configFromEnv({ SVC_ADMIN_TOKEN: 'a-long-enough-admin-token', SVC_LOG_FORMAT: 'json' }))
    expect(config.adminToken).toBe('a-long-enough-admin-token')
    expect(config.logFormat).toBe('json')
    expect(parseConfig({}).logFormat).toBe('text')
    expect(parseConfig({}).adminToken).toBeUndefined()
  })
  it('refuses a short admin token and an unknown log format, naming the key', () => {
    expect(() => parseConfig(configFromEnv({ SVC_ADMIN_TOKEN: 'short' }))).toThrow(/"adminToken" must be at least 16 characters/)
    expect(() => parseConfig(configFromEnv({ SVC_LOG_FORMAT: 'xml' }))).toThrow(/"logFormat"/)
  })
})
