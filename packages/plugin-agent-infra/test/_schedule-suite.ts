import { beforeEach, describe, expect, it } from 'vitest'
import { type Backend, isoAfter, wallet } from './_infra.ts'
import { FAST_WEBHOOKS, type Host, loopHost, loopHosts, receives, verified } from './_webhooks.ts'

/** schedule.* on one backend: delivery, signatures, retries, give-up, 410, scoping, trial. */
export function scheduleSuite(backend: Backend) {
  describe(`schedules on ${backend.name}`, () => {
    let failures = 0
    const h = loopHosts(backend, {
      settings: { schedule: { minIntervalSeconds: 1 }, webhooks: { maxAttempts: 3 } },
      routes: {
        ...receives('/once', '/cron', '/cancelled', '/alice', '/trial', '/x'),
        'POST /flaky': () => (++failures <= 2 ? { status: 500 } : { status: 204 }),
        'POST /down': { status: 503 },
        'POST /gone': { status: 410 },
      },
    })
    let host: Host
    const inSeconds = (seconds: number) => host.inSeconds(seconds)
    beforeEach(async () => {
      host = await loopHost(h)
    })
    const ok = async (path: string, body: unknown, payer: string) => {
      const answer = await host.call(path, body, payer)
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
      return answer.body.data
    }

    it('calls back once at a time, signed per Standard Webhooks, and logs the delivery', async () => {
      const me = wallet()
      const created = await ok('schedule/create', { url: `${h.server.url}/once`, at: inSeconds(1), payload: { job: 'report', n: 1 }, name: 'nightly' }, me)
      expect(created).toMatchObject({ id: expect.stringMatching(/^sch_/), status: 'active', secret: expect.stringMatching(/^whsec_/), cron: null, runs: 0, expiresAt: null })
      await host.advance(999)
      expect(h.requestsTo('POST /once')).toHaveLength(0)
      await host.advance(1)
      const hits = h.requestsTo('POST /once')
      expect(hits).toHaveLength(1)
      const request = hits[0]
      const event = verified(created.secret, request!)
      expect(event).toMatchObject({ type: 'schedule.fired', data: { scheduleId: created.id, name: 'nightly', run: 1, payload: { job: 'report', n: 1 }, scheduledFor: created.nextRunAt } })
      expect(request!.headers['content-type']).toBe('application/json')
      const status = await ok('schedule/status', { id: created.id }, me)
      expect(status).toMatchObject({ status: 'completed', runs: 1, nextRunAt: null, payload: { job: 'report', n: 1 } })
      expect(status.deliveries).toEqual([expect.objectContaining({ id: request!.headers['webhook-id'], type: 'schedule.fired', attempts: 1, responseStatus: 204, error: null })])
      expect(status).not.toHaveProperty('secret')
    })

    it('runs a cron pattern until maxRuns, each run its own webhook id', async () => {
      const me = wallet()
      const created = await ok('schedule/create', { url: `${h.server.url}/cron`, cron: '* * * * * *', maxRuns: 2 }, me)
      // Every second: the first run is at the next whole second, at most a second away.
      await host.advance(1000)
      expect(h.requestsTo('POST /cron')).toHaveLength(1)
      await host.advance(1000)
      const hits = h.requestsTo('POST /cron')
      expect(hits).toHaveLength(2)
      const events = hits.map((request) => verified(created.secret, request))
      expect(events.map((event) => event.data.run)).toEqual([1, 2])
      expect(new Set(hits.map((request) => request.headers['webhook-id'])).size).toBe(2)
      expect(await ok('schedule/status', { id: created.id }, me)).toMatchObject({ status: 'completed', runs: 2 })
      await host.advance(3000)
      expect(h.requestsTo('POST /cron')).toHaveLength(2)
    })

    it('retries a failing target with backoff under the same webhook id, then gives up after the configured attempts', async () => {
      const me = wallet()
      const flaky = await ok('schedule/create', { url: `${h.server.url}/flaky`, at: inSeconds(1) }, me)
      const down = await ok('schedule/create', { url: `${h.server.url}/down`, at: inSeconds(1) }, me)
      await host.advance(1000)
      expect(h.requestsTo('POST /flaky')).toHaveLength(1)
      expect((await ok('schedule/status', { id: flaky.id }, me)).deliveries[0]).toMatchObject({ status: 'retrying', attempts: 1, responseStatus: 500 })
      // Each retry waits at most retryMaxMs.
      await host.advance(FAST_WEBHOOKS.retryMaxMs)
      expect(h.requestsTo('POST /flaky')).toHaveLength(2)
      await host.advance(FAST_WEBHOOKS.retryMaxMs)
      expect((await ok('schedule/status', { id: flaky.id }, me)).deliveries[0]).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 204 })
      const attempts = h.requestsTo('POST /flaky')
      expect(attempts).toHaveLength(3)
      expect(new Set(attempts.map((request) => request.headers['webhook-id'])).size).toBe(1)
      for (const request of attempts) verified(flaky.secret, request)
      const failed = (await ok('schedule/status', { id: down.id }, me)).deliveries[0]
      expect(failed).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 503 })
      expect(failed.error).toMatch(/gave up after 3 attempts/)
      await host.advance(FAST_WEBHOOKS.retryMaxMs)
      expect(h.requestsTo('POST /down')).toHaveLength(3)
    })

    it('stops a schedule whose target answers 410 Gone', async () => {
      const me = wallet()
      const created = await ok('schedule/create', { url: `${h.server.url}/gone`, cron: '* * * * * *' }, me)
      await host.advance(1000)
      expect(await ok('schedule/status', { id: created.id }, me)).toMatchObject({ status: 'disabled', disabledReason: expect.stringMatching(/410/) })
      expect(h.requestsTo('POST /gone')).toHaveLength(1)
      await host.advance(1000)
      await host.advance(1000)
      expect(h.requestsTo('POST /gone')).toHaveLength(1)
    })

    it('cancels: no more runs, and the schedule is gone', async () => {
      const me = wallet()
      const created = await ok('schedule/create', { url: `${h.server.url}/cancelled`, cron: '* * * * * *' }, me)
      expect(await ok('schedule/cancel', { id: created.id }, me)).toEqual({ id: created.id, cancelled: true })
      expect(await host.call('schedule/status', { id: created.id }, me)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
      expect(await host.call('schedule/cancel', { id: created.id }, me)).toMatchObject({ status: 404 })
      await host.advance(1000)
      await host.advance(1000)
      expect(h.requestsTo('POST /cancelled')).toHaveLength(0)
    })

    it('keeps schedules to their wallet: another cannot read, list, cancel or tell them from missing ones', async () => {
      const alice = wallet()
      const bob = wallet()
      const created = await ok('schedule/create', { url: `${h.server.url}/alice`, at: inSeconds(3600) }, alice)
      const missing = created.id.replace(/.{6}$/, '000000')
      const foreign = await host.call('schedule/status', { id: created.id }, bob)
      const unknown = await host.call('schedule/status', { id: missing }, bob)
      expect(foreign.status).toBe(404)
      expect(foreign.body.error.replace(created.id, 'ID')).toBe(unknown.body.error.replace(missing, 'ID'))
      expect(await host.call('schedule/cancel', { id: created.id }, bob)).toMatchObject({ status: 404 })
      expect((await ok('schedule/status', {}, bob)).schedules).toEqual([])
      expect((await ok('schedule/status', {}, alice)).schedules).toEqual([expect.objectContaining({ id: created.id, status: 'active' })])
      expect(await ok('schedule/status', { id: created.id }, alice)).toMatchObject({ status: 'active' })
    })

    it('keeps trial schedules in the hour-long sandbox', async () => {
      const created = await ok('schedule/create', { url: `${h.server.url}/trial`, at: inSeconds(7200) }, 'trial')
      expect(created.expiresAt).toBe(isoAfter(h.clock, 3_600_000))
    })

    it('checks its parameters', async () => {
      const me = wallet()
      const bad = async (body: Record<string, unknown>, field: string) => expect(await host.call('schedule/create', { url: `${h.server.url}/x`, ...body }, me), JSON.stringify(body)).toMatchObject({ status: 400, body: { field } })
      await bad({}, 'cron')
      await bad({ cron: '* * * * *', at: inSeconds(5) }, 'at')
      await bad({ cron: 'every minute' }, 'cron')
      await bad({ cron: '*/0.5 * * * * *' }, 'cron')
      await bad({ at: '2020-01-01T00:00:00Z' }, 'at')
      await bad({ at: 'tomorrow' }, 'at')
      await bad({ cron: '* * * * *', timezone: 'Mars/Olympus' }, 'timezone')
      await bad({ at: inSeconds(5), maxRuns: 3 }, 'maxRuns')
      await bad({ at: inSeconds(5), surprise: 1 }, 'surprise')
      await bad({ at: inSeconds(5), url: 'ftp://example.com/' }, 'url')
      await bad({ at: inSeconds(5), url: 'http://10.0.0.1/hook' }, 'url')
      expect(await host.call('schedule/create', { url: `${h.server.url}/x`, at: inSeconds(5), payload: 'x'.repeat(20_000) }, me)).toMatchObject({ status: 413, body: { field: 'payload' } })
    })
  })
}
