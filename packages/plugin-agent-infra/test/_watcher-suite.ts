import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { govPlugin } from '@svc/plugin-gov'
import { beforeEach, describe, expect, it } from 'vitest'
import { type Backend, isoAfter, wallet } from './_infra.ts'
import { watchedPlugin, world } from './_watched.ts'
import { type Host, loopHost, loopHosts, receives, verified } from './_webhooks.ts'

const documents = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/federal-register/documents.json'), 'utf8'))

/** watchers.* on one backend: change detection per mode, webhooks, status, errors, availability, scoping. */
export function watcherSuite(backend: Backend) {
  describe(`watchers on ${backend.name}`, () => {
    let newest = false
    const h = loopHosts(backend, {
      settings: { watchers: { minIntervalSeconds: 1 } },
      plugins: [watchedPlugin, govPlugin],
      // The real gov plugin's federal-register-recent, over a recorded answer that gains a document.
      upstreams: ['federal-register'],
      routes: {
        'GET /api/v1/documents.json': () => ({ body: newest ? documents : { ...documents, results: documents.results.slice(1) } }),
        ...receives('/price', '/cross', '/fr', '/release', '/dns', '/err', '/x', '/alice', '/trial'),
      },
    })
    let host: Host
    beforeEach(async () => {
      host = await loopHost(h)
    })
    const ok = async (path: string, body: unknown, payer: string) => {
      const answer = await host.call(path, body, payer)
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
      return answer.body.data
    }
    const status = async (id: string, payer: string) => (await (await host.app.request(`/api/watchers/status?id=${id}`, { headers: { 'x-test-payer': payer } })).json()).data

    it('notifies once when a watched price moves past changePercent or crosses a threshold', async () => {
      const me = wallet()
      const symbol = backend.name.startsWith('R') ? 'RDS' : 'EMB'
      world.quotes.set(symbol, 100)
      const moved = await ok('watchers/stock-price', { url: `${h.server.url}/price`, symbol, changePercent: 5, intervalSeconds: 1 }, me)
      expect(moved).toMatchObject({ id: expect.stringMatching(/^wat_/), kind: 'stock-price', watches: 'stocks.quote', status: 'active', current: { field: 'price', value: 100 }, secret: expect.stringMatching(/^whsec_/) })
      const crossed = await ok('watchers/stock-price', { url: `${h.server.url}/cross`, symbol, above: 120, intervalSeconds: 1 }, me)
      world.quotes.set(symbol, 102)
      // Polled every second: a change under 5 % and below the threshold is seen, not notified.
      await host.advance(1000)
      expect((await status(moved.id, me)).current.value).toBe(102)
      expect(h.requestsTo('POST /price')).toHaveLength(0)
      world.quotes.set(symbol, 121)
      await host.advance(1000)
      const [request] = h.requestsTo('POST /price')
      expect(h.requestsTo('POST /price')).toHaveLength(1)
      expect(verified(moved.secret, request!)).toMatchObject({ type: 'watcher.stock-price.changed', data: { watcherId: moved.id, kind: 'stock-price', params: { symbol }, field: 'price', previous: 100, current: 121, reasons: ['changePercent'] } })
      const [cross] = h.requestsTo('POST /cross')
      expect(h.requestsTo('POST /cross')).toHaveLength(1)
      expect(verified(crossed.secret, cross!).data).toMatchObject({ current: 121, reasons: ['above'] })
      await host.advance(1000)
      await host.advance(1000)
      expect(h.requestsTo('POST /price')).toHaveLength(1)
      expect(h.requestsTo('POST /cross')).toHaveLength(1)
      const read = await status(moved.id, me)
      expect(read).toMatchObject({ changes: 1, current: { value: 121 }, lastError: null, deliveries: [expect.objectContaining({ status: 'delivered', type: 'watcher.stock-price.changed' })] })
      // The first look at creation, then one poll a second.
      expect(read.checks).toBe(5)
    })

    it('notifies new Federal Register documents through the installed gov plugin', async () => {
      const me = wallet()
      newest = false
      const created = await ok('watchers/federal-register', { url: `${h.server.url}/fr`, agency: 'environmental-protection-agency', intervalSeconds: 1 }, me)
      expect(created.current).toEqual({ items: 1 })
      newest = true
      // The operation caches its upstream answer for 30 minutes: a second host, whose cache is
      // fresh, polls once this one is stopped (it would keep seeing the old list).
      const state = host.app.runtime.state
      await host.stop()
      // On Redis the upstream answer cache is shared by every host: drop the cached list so the second host asks again.
      for (let cursor: string | null | undefined; cursor !== null;) {
        const page = await state.scan('upstream:cache:federal-register:', cursor ? { cursor } : {})
        for (const key of page.keys) await state.delete(key)
        cursor = page.cursor
      }
      const second = await loopHost(h)
      await second.advance(1000)
      const [request] = h.requestsTo('POST /fr')
      expect(h.requestsTo('POST /fr')).toHaveLength(1)
      const event = verified(created.secret, request!)
      expect(event.data.newItems.map((item: { documentNumber: string }) => item.documentNumber)).toEqual([documents.results[0].document_number])
      expect(h.last('GET /api/v1/documents.json').query.getAll('conditions[agencies][]')).toEqual(['environmental-protection-agency'])
    })

    it('notifies a changed field (a new package version) and a changed record set (DNS), ignoring volatile members', async () => {
      const me = wallet()
      world.versions.set('left-pad', '1.0.0')
      world.records.set('example.org', ['93.184.215.14'])
      const release = await ok('watchers/package-release', { url: `${h.server.url}/release`, name: 'left-pad', intervalSeconds: 1 }, me)
      const dns = await ok('watchers/dns', { url: `${h.server.url}/dns`, name: 'example.org', intervalSeconds: 1 }, me)
      // A poll whose answer differs only in a volatile member (the record TTL) is no change.
      await host.advance(1000)
      expect((await status(dns.id, me)).checks).toBe(2)
      expect(h.requestsTo('POST /dns')).toHaveLength(0)
      world.versions.set('left-pad', '1.1.0')
      world.records.set('example.org', ['93.184.215.14', '93.184.215.15'])
      await host.advance(1000)
      const [released] = h.requestsTo('POST /release')
      expect(h.requestsTo('POST /release')).toHaveLength(1)
      expect(verified(release.secret, released!).data).toMatchObject({ field: 'version', previous: '1.0.0', current: '1.1.0' })
      const [changed] = h.requestsTo('POST /dns')
      expect(h.requestsTo('POST /dns')).toHaveLength(1)
      const event = verified(dns.secret, changed!)
      expect(event.data.previous.map((row: { data: string }) => row.data)).toEqual(['93.184.215.14'])
      expect(event.data.current.map((row: { data: string }) => row.data)).toEqual(['93.184.215.14', '93.184.215.15'])
    })

    it('records a failing watched operation in status, and cancel stops polling', async () => {
      const me = wallet()
      const symbol = backend.name.startsWith('R') ? 'RERR' : 'EERR'
      world.quotes.set(symbol, 10)
      const created = await ok('watchers/stock-price', { url: `${h.server.url}/err`, symbol, intervalSeconds: 1 }, me)
      world.quotes.set(symbol, new Error('provider down'))
      await host.advance(1000)
      expect((await status(created.id, me)).lastError).toEqual({ at: new Date(h.clock.now()).toISOString(), message: 'provider down' })
      expect(await ok('watchers/cancel', { id: created.id }, me)).toEqual({ id: created.id, cancelled: true })
      world.quotes.set(symbol, 50)
      await host.advance(1000)
      await host.advance(1000)
      expect(h.requestsTo('POST /err')).toHaveLength(0)
      expect((await host.app.request(`/api/watchers/status?id=${created.id}`, { headers: { 'x-test-payer': me } })).status).toBe(404)
    })

    it('fails creation on a parameter the watched operation refuses, uncharged', async () => {
      const me = wallet()
      expect(await host.call('watchers/stock-price', { url: `${h.server.url}/x`, symbol: 'NOPE' }, me)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
      expect(await host.call('watchers/stock-price', { url: `${h.server.url}/x`, symbol: 'toolongsymbol1' }, me)).toMatchObject({ status: 400, body: { field: 'symbol' } })
      expect(await host.call('watchers/dns', { url: `${h.server.url}/x`, name: 'not a name' }, me)).toMatchObject({ status: 400, body: { field: 'name' } })
      world.quotes.set('IVL', 1)
      expect(await host.call('watchers/stock-price', { url: `${h.server.url}/x`, symbol: 'IVL', intervalSeconds: 0 }, me)).toMatchObject({ status: 400, body: { field: 'intervalSeconds' } })
      expect(await host.call('watchers/stock-price', { url: `${h.server.url}/x`, symbol: 'IVL', above: 1, below: 2 }, me)).toMatchObject({ status: 400, body: { field: 'above' } })
      expect(await host.call('watchers/stock-price', { url: 'http://192.168.1.1/', symbol: 'IVL' }, me)).toMatchObject({ status: 400, body: { field: 'url' } })
      expect(host.gate.settled.filter((entry) => entry.payer === me)).toEqual([])
    })

    it('marks a kind whose watched operation is not installed unavailable, saying which (directory and 503)', async () => {
      const directory = await (await host.app.request('/api/directory')).json()
      const entry = (id: string) => directory.operations.find((operation: { id: string }) => operation.id === id)
      expect(entry('watchers.weather-alert')).toMatchObject({ available: false, unavailableReason: expect.stringContaining('weather.alerts') })
      expect(entry('watchers.stock-price')).toMatchObject({ available: true })
      expect(entry('watchers.federal-register')).toMatchObject({ available: true })
      const answer = await host.call('watchers/weather-alert', { url: `${h.server.url}/x`, lat: 40, lon: -74 }, wallet())
      expect(answer).toMatchObject({ status: 503, body: { error: expect.stringContaining('weather.alerts') } })
    })

    it('keeps watchers to their wallet: another cannot read, list, cancel or tell them from missing ones', async () => {
      const alice = wallet()
      const bob = wallet()
      world.quotes.set('SCOP', 5)
      const created = await ok('watchers/stock-price', { url: `${h.server.url}/alice`, symbol: 'SCOP', intervalSeconds: 3600 }, alice)
      const missing = created.id.replace(/.{6}$/, '000000')
      const read = async (id: string) => host.app.request(`/api/watchers/status?id=${id}`, { headers: { 'x-test-payer': bob } }).then(async (response) => ({ status: response.status, body: await response.json() }))
      const foreign = await read(created.id)
      const unknown = await read(missing)
      expect(foreign.status).toBe(404)
      expect(foreign.body.error.replace(created.id, 'ID')).toBe(unknown.body.error.replace(missing, 'ID'))
      expect(await host.call('watchers/cancel', { id: created.id }, bob)).toMatchObject({ status: 404 })
      expect((await (await host.app.request('/api/watchers/status', { headers: { 'x-test-payer': bob } })).json()).data.watchers).toEqual([])
      expect((await (await host.app.request('/api/watchers/status', { headers: { 'x-test-payer': alice } })).json()).data.watchers).toEqual([expect.objectContaining({ id: created.id })])
      const trial = await ok('watchers/stock-price', { url: `${h.server.url}/trial`, symbol: 'SCOP', intervalSeconds: 3600 }, 'trial')
      expect(trial.expiresAt).toBe(isoAfter(h.clock, 3_600_000))
    })
  })
}
