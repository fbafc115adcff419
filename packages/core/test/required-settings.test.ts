import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { buildRegistry, defineOperation, definePlugin, defineUpstream, parseConfig, type SvcConfigInput } from '../src/index.ts'
import { settingsAvailability } from '../src/required-settings.ts'
import { testHost } from '../src/testing/index.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const contactApi = defineUpstream({
  id: 'contact-api',
  name: 'Contact API',
  baseUrl: 'https://contact.invalid',
  requiredSettings: [{ path: 'demo.contactEmail', description: 'the e-mail the provider knows you by' }],
})
const plugin = definePlugin({
  name: 'settings-plugin',
  version: '1.0.0',
  group: 'demo',
  operations: [
    defineOperation({ name: 'own', method: 'GET', description: 'Needs a setting of its own.', input: v.object({}), price: { usd: 0.01 }, requiredSettings: ['demo.region'], handler: ({ settings }) => ({ region: settings.region }) }),
    defineOperation({ name: 'via-upstream', method: 'GET', description: 'Needs its upstream\'s setting.', input: v.object({}), price: { usd: 0.01 }, upstreams: [contactApi], handler: () => ({ ok: true }) }),
    defineOperation({ name: 'caller', method: 'GET', description: 'Calls demo.own.', input: v.object({}), price: { usd: 0.01 }, requires: ['demo.own'], handler: () => ({}) }),
  ],
})

const directoryEntry = async (config: SvcConfigInput, id: string) => {
  const body = await (await h.open({ plugins: [plugin], config }).app.request('/api/directory')).json()
  return body.operations.find((entry: { id: string }) => entry.id === id)
}

describe('required settings', () => {
  it('marks an operation unavailable in the directory while its setting is missing, naming it', async () => {
    const entry = await directoryEntry({}, 'demo.own')
    expect(entry).toMatchObject({ available: false })
    expect(entry.unavailableReason).toContain('settings.demo.region')
    const upstream = await directoryEntry({}, 'demo.via-upstream')
    expect(upstream).toMatchObject({ available: false })
    expect(upstream.unavailableReason).toContain('settings.demo.contactEmail (the e-mail the provider knows you by)')
    expect((await directoryEntry({}, 'demo.caller')).unavailableReason).toMatch(/needs demo\.own, which needs the setting settings\.demo\.region/)
  })

  it('answers 503 UPSTREAM_NOT_CONFIGURED naming the setting, before the handler runs', async () => {
    for (const path of ['/api/demo/own?trial=1', '/api/demo/via-upstream?trial=1']) {
      const response = await h.open({ plugins: [plugin] }).app.request(path)
      const body = await response.json()
      expect(response.status, path).toBe(503)
      expect(body.code).toBe('UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain(path.includes('own') ? 'settings.demo.region' : 'settings.demo.contactEmail')
    }
  })

  it('counts a blank string or null as missing, any other value as set', async () => {
    expect(await directoryEntry({ settings: { demo: { region: '  ' } } }, 'demo.own')).toMatchObject({ available: false })
    expect(await directoryEntry({ settings: { demo: { region: null } } }, 'demo.own')).toMatchObject({ available: false })
    expect(await directoryEntry({ settings: { other: { region: 'eu' } } }, 'demo.own')).toMatchObject({ available: false })
    const config = { settings: { demo: { region: 'eu', contactEmail: 'ops@example.com' } } }
    for (const id of ['demo.own', 'demo.via-upstream', 'demo.caller']) {
      const entry = await directoryEntry(config, id)
      expect(entry, id).toMatchObject({ available: true })
      expect(entry.unavailableReason).toBeUndefined()
    }
    const response = await h.open({ plugins: [plugin], config }).app.request('/api/demo/own?trial=1')
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual({ region: 'eu' })
  })

  it('names every missing setting once, and refuses a path outside settings.<group>', () => {
    expect(settingsAvailability(['a.b', 'a.c'], {})).toEqual({ available: false, reason: 'needs the settings settings.a.b, settings.a.c: set them in the host configuration or SVC_SETTINGS' })
    expect(settingsAvailability(['a.b'], { settings: { a: { b: 0 } } })).toEqual({ available: true })
    const twice = defineOperation({ name: 'twice', method: 'GET', description: 'Declares a setting twice.', input: v.object({}), price: { usd: 0.01 }, upstreams: [contactApi], requiredSettings: ['demo.contactEmail'], handler: () => ({}) })
    const reason = buildRegistry([definePlugin({ name: 'p', version: '1.0.0', group: 'demo', operations: [twice] })], parseConfig({})).byId.get('demo.twice')!.availability.reason!
    expect(reason.match(/settings\.demo\.contactEmail/g)).toHaveLength(1)
    expect(() => settingsAvailability(['region'], {})).toThrow(/<group>\.<name>/)
  })
})
