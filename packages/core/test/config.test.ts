import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, parseConfig, settingsOf } from '../src/config.ts'

describe('configuration', () => {
  it('has embedded defaults', async () => {
    const config = await loadConfig({ cwd: mkdtempSync(join(tmpdir(), 'svc-cfg-')), env: {} })
    expect(config).toMatchObject({ port: 3000, trustProxy: false, prices: {}, settings: {}, trial: { enabled: true, windowSeconds: 3600 } })
    expect(config.redisUrl).toBeUndefined()
    expect(config.dataDir.endsWith('.data')).toBe(true)
  })

  it('reads svc.config.json, lets env override it, and overrides win over both', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svc-cfg-'))
    writeFileSync(join(cwd, 'svc.config.json'), JSON.stringify({ port: 4000, log: 'debug', prices: { 'convert.unit': 0 }, upstreams: { ecb: { timeoutMs: 5000 } } }))
    const config = await loadConfig({
      cwd,
      env: { PORT: '5000', SVC_LOG: 'off', SVC_UPSTREAM_ECB_URL: 'http://127.0.0.1:9', SVC_UPSTREAM_OPEN_METEO_KEY: 'k', SVC_REDIS_URL: 'redis://127.0.0.1:6379', SVC_TRUST_PROXY: '2' },
      overrides: { log: 'info' },
    })
    expect(config).toMatchObject({
      port: 5000,
      log: 'info',
      prices: { 'convert.unit': 0 },
      upstreams: { ecb: { timeoutMs: 5000, baseUrl: 'http://127.0.0.1:9' }, 'open-meteo': { key: 'k' } },
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: 2,
    })
  })

  it('takes the trial window from SVC_TRIAL_WINDOW_SECONDS, within its bounds', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svc-cfg-'))
    expect((await loadConfig({ cwd, env: { SVC_TRIAL_WINDOW_SECONDS: '60' } })).trial).toEqual({ enabled: true, windowSeconds: 60, ipv6PrefixLength: 64 })
    await expect(loadConfig({ cwd, env: { SVC_TRIAL_WINDOW_SECONDS: 'soon' } })).rejects.toThrow(/SVC_TRIAL_WINDOW_SECONDS must be a number/)
    await expect(loadConfig({ cwd, env: { SVC_TRIAL_WINDOW_SECONDS: '0' } })).rejects.toThrow(/"trial.windowSeconds"/)
  })

  it('takes the IPv6 prefix trials are counted by from SVC_TRIAL_IPV6_PREFIX, within its bounds', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svc-cfg-'))
    expect((await loadConfig({ cwd, env: { SVC_TRIAL_IPV6_PREFIX: '56' } })).trial.ipv6PrefixLength).toBe(56)
    await expect(loadConfig({ cwd, env: { SVC_TRIAL_IPV6_PREFIX: '129' } })).rejects.toThrow(/"trial.ipv6PrefixLength"/)
  })

  it('takes the connection limits from the environment, a request timeout no shorter than the headers timeout', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svc-cfg-'))
    const env = { SVC_HEADERS_TIMEOUT_MS: '5000', SVC_REQUEST_TIMEOUT_MS: '30000', SVC_CONNECTIONS_PER_CLIENT: '8' }
    expect(await loadConfig({ cwd, env })).toMatchObject({ headersTimeoutMs: 5000, requestTimeoutMs: 30000, connectionsPerClient: 8 })
    expect(parseConfig({})).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000 })
    expect(parseConfig({}).connectionsPerClient).toBeUndefined()
    expect(() => parseConfig({ headersTimeoutMs: 20_000, requestTimeoutMs: 10_000 })).toThrow('Invalid config: "requestTimeoutMs" must be at least headersTimeoutMs')
  })

  it('names the key of an invalid setting', async () => {
    expect(() => parseConfig({ port: 'x' })).toThrow(/"port"/)
    expect(() => parseConfig({ log: 'loud' })).toThrow(/"log"/)
    expect(() => parseConfig({ prices: { 'convert.unit': -1 } })).toThrow(/"prices.convert.unit"/)
    // The payment module owns its section (settings.x402): core knows no payment keys.
    expect(() => parseConfig({ payTo: { evm: '0x' + 'a'.repeat(40) } })).toThrow(/unknown key "payTo"/)
    expect(() => parseConfig({ colour: 'red' })).toThrow(/unknown key "colour"/)
    expect(() => parseConfig({ upstreams: { ecb: { baseUrl: 'not a url' } } })).toThrow(/"upstreams.ecb.baseUrl"/)
    await expect(loadConfig({ cwd: tmpdir(), env: { SVC_PORT: 'abc' } })).rejects.toThrow(/SVC_PORT must be a number/)
    await expect(loadConfig({ cwd: tmpdir(), env: { SVC_CONFIG: '/nope/svc.json' } })).rejects.toThrow(/SVC_CONFIG/)
  })

  it('reports a config file that is not JSON', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'svc-cfg-'))
    writeFileSync(join(cwd, 'svc.config.json'), '{ port: ')
    await expect(loadConfig({ cwd, env: {} })).rejects.toThrow(/svc.config.json is not valid JSON/)
  })

  it('hands each group its settings, from the file or SVC_SETTINGS', async () => {
    const config = await loadConfig({ cwd: tmpdir(), env: { SVC_SETTINGS: '{"queue":{"maxAttempts":3}}' } })
    expect(settingsOf(config, 'queue')).toEqual({ maxAttempts: 3 })
    expect(settingsOf(config, 'store')).toEqual({})
    expect(() => parseConfig({ settings: { Queue: {} } })).toThrow(/"settings.Queue"/)
    await expect(loadConfig({ cwd: tmpdir(), env: { SVC_SETTINGS: '{' } })).rejects.toThrow(/SVC_SETTINGS must be a JSON object/)
  })
})
