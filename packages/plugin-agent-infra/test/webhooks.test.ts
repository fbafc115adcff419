import { createEmbeddedState } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { wallet } from './_infra.ts'
import { FAST_WEBHOOKS, loopHost, loopHosts, receives } from './_webhooks.ts'

describe('webhook targets', () => {
  // Every host of a test shares its state and the clock.
  const memory = { name: 'memory', expiresByClock: true, open: (clock: { now: () => number }) => createEmbeddedState({ now: clock.now }) }
  const h = loopHosts(memory, {
    routes: {
      'POST /redirect': () => ({ status: 302, headers: { location: `${h.server.url}/secret` } }),
      ...receives('/late', '/secret'),
    },
  })
  const inSeconds = (seconds: number) => new Date(h.clock.now() + seconds * 1000).toISOString()
  /** A host with the production policy (no loopback target); the test host's own allows 127.0.0.1 (its receivers). */
  const strictHost = () => loopHost(h, { config: { settings: { webhooks: { ...FAST_WEBHOOKS, allowLoopbackForTests: false } } } })

  it('refuses loopback, private, link-local, CGNAT and metadata targets at creation, in every spelling', async () => {
    const me = wallet()
    const strict = await strictHost()
    for (const url of [
      'http://127.0.0.1:8080/hook', 'http://127.1/hook', 'http://[::1]/hook', 'http://10.1.2.3/hook', 'http://172.16.5.4/hook', 'http://172.31.255.254/hook', 'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data', 'http://100.64.0.1/hook', 'http://2130706433/hook', 'http://0x7f000001/hook', 'http://0177.0.0.1/hook', 'http://167772161/hook',
      'http://[::ffff:127.0.0.1]/hook', 'http://[fd00::1]/hook', 'http://localhost:8080/hook', 'http://0.0.0.0/hook',
    ]) {
      const answer = await strict.call('schedule/create', { url, at: inSeconds(60) }, me)
      expect(answer, url).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'url', reason: 'forbidden_address' } })
    }
    expect(await strict.call('schedule/create', { url: 'http://user:pw@8.8.8.8/hook', at: inSeconds(60) }, me)).toMatchObject({ status: 400, body: { field: 'url' } })
    expect(await strict.call('schedule/create', { url: 'gopher://8.8.8.8/', at: inSeconds(60) }, me)).toMatchObject({ status: 400, body: { field: 'url' } })
  })

  it('checks the target again when sending: a host with the production policy refuses what a test host accepted', async () => {
    const me = wallet()
    const lenient = await loopHost(h)
    const created = (await lenient.call('schedule/create', { url: `${h.server.url}/late`, at: inSeconds(1) }, me)).body.data
    await lenient.stop()
    // Only the strict policy sends from now on.
    const strict = await strictHost()
    await strict.advance(1000)
    const entry = (await strict.call('schedule/status', { id: created.id }, me)).body.data.deliveries[0]
    expect(entry).toMatchObject({ status: 'failed' })
    expect(entry.error).toMatch(/the address of 127\.0\.0\.1 is not allowed/)
    expect(entry.attempts).toBe(1)
    expect(h.requestsTo('POST /late')).toHaveLength(0)
  })

  it('never follows a redirect (to loopback or anywhere): the attempt fails and is retried', async () => {
    const me = wallet()
    // Only this host runs on the test's state: a strict one would claim (and refuse) this delivery.
    const lenient = await loopHost(h, { config: { settings: { webhooks: { ...FAST_WEBHOOKS, maxAttempts: 2 } } } })
    const created = (await lenient.call('schedule/create', { url: `${h.server.url}/redirect`, at: inSeconds(1) }, me)).body.data
    await lenient.advance(1000)
    expect(h.requestsTo('POST /redirect')).toHaveLength(1)
    // The retry waits at most retryMaxMs.
    await lenient.advance(FAST_WEBHOOKS.retryMaxMs)
    const entry = (await lenient.call('schedule/status', { id: created.id }, me)).body.data.deliveries[0]
    expect(entry).toMatchObject({ status: 'failed', attempts: 2, responseStatus: 302 })
    expect(entry.error).toMatch(/redirects are not followed/)
    expect(h.requestsTo('POST /redirect')).toHaveLength(2)
    expect(h.requestsTo('/secret')).toHaveLength(0)
  })
})
