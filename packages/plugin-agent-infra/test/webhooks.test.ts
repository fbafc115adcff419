import { createEmbeddedState } from '@svc/core'
import { manualClock } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wallet } from './_infra.ts'
import { FAST_WEBHOOKS, receiver, startHost, type Host } from './_webhooks.ts'

describe('webhook targets', () => {
  // Every host of these tests shares the state and the clock.
  const clock = manualClock()
  const state = createEmbeddedState({ now: clock.now })
  const inSeconds = (seconds: number) => new Date(clock.now() + seconds * 1000).toISOString()
  let strict: Host
  let lenient: Host
  let hook: Awaited<ReturnType<typeof receiver>>
  let inside: Awaited<ReturnType<typeof receiver>>
  beforeAll(async () => {
    // One state, two hosts: one with the production policy, one allowing 127.0.0.1 (test receivers).
    strict = await startHost(state, { webhooks: { allowLoopbackForTests: false } }, [], { clock })
    inside = await receiver()
    hook = await receiver({ 'POST /redirect': { status: 302, headers: { location: `${inside.url}/secret` } } })
  })
  afterAll(async () => {
    await strict.stop()
    await lenient?.stop()
    await hook.close()
    await inside.close()
  })

  it('refuses loopback, private, link-local, CGNAT and metadata targets at creation, in every spelling', async () => {
    const me = wallet()
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
    const testHost = await startHost(state, {}, [], { clock })
    const created = (await testHost.call('schedule/create', { url: `${hook.url}/late`, at: inSeconds(1) }, me)).body.data
    await testHost.stop()
    // Only the strict policy sends from now on.
    await strict.stop()
    strict = await startHost(state, { webhooks: { allowLoopbackForTests: false } }, [], { clock })
    await strict.advance(1000)
    const entry = (await strict.call('schedule/status', { id: created.id }, me)).body.data.deliveries[0]
    expect(entry).toMatchObject({ status: 'failed' })
    expect(entry.error).toMatch(/the address of 127\.0\.0\.1 is not allowed/)
    expect(entry.attempts).toBe(1)
    expect(hook.hits('/late')).toHaveLength(0)
  })

  it('never follows a redirect (to loopback or anywhere): the attempt fails and is retried', async () => {
    const me = wallet()
    // The strict host shares the state: stop it, or it would claim (and refuse) this delivery.
    await strict.stop()
    lenient = await startHost(state, { webhooks: { maxAttempts: 2 } }, [], { clock })
    const created = (await lenient.call('schedule/create', { url: `${hook.url}/redirect`, at: inSeconds(1) }, me)).body.data
    await lenient.advance(1000)
    expect(hook.hits('/redirect')).toHaveLength(1)
    // The retry waits at most retryMaxMs.
    await lenient.advance(FAST_WEBHOOKS.retryMaxMs)
    const entry = (await lenient.call('schedule/status', { id: created.id }, me)).body.data.deliveries[0]
    expect(entry).toMatchObject({ status: 'failed', attempts: 2, responseStatus: 302 })
    expect(entry.error).toMatch(/redirects are not followed/)
    expect(hook.hits('/redirect')).toHaveLength(2)
    expect(inside.requests).toHaveLength(0)
  })
})
