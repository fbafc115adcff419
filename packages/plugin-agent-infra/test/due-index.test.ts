import { createEmbeddedState, type StateStore } from '@svc/core'
import { manualClock } from '@svc/core/testing'
import { afterAll, describe, expect, it } from 'vitest'
import { wallet } from './_infra.ts'
import { receiver, startHost, type Host } from './_webhooks.ts'

/** A state that records which prefixes were scanned and which keys were read. */
function watched(state: StateStore) {
  const scans: string[] = []
  const reads: string[] = []
  const proxy = new Proxy(state, {
    get(target, name: keyof StateStore) {
      if (name === 'scan') return (prefix: string, options?: object) => (scans.push(prefix), target.scan(prefix, options))
      if (name === 'get') return (key: string) => (reads.push(key), target.get(key))
      const value = target[name]
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { state: proxy, scans, reads }
}

describe('due-time index of schedules, watchers and the outbox', () => {
  const hosts: Host[] = []
  afterAll(async () => {
    for (const host of hosts) await host.stop()
  })

  it('a tick reads only what is due: no scan after the start-up sweep, no read of schedules due later', async () => {
    const hook = await receiver()
    const clock = manualClock()
    const { state, scans, reads } = watched(createEmbeddedState({ now: clock.now }))
    const host = await startHost(state, { schedule: { minIntervalSeconds: 1 } }, [], { clock })
    hosts.push(host)
    const me = wallet()
    const later: string[] = []
    for (let i = 0; i < 30; i++) later.push((await host.call('schedule/create', { url: `${hook.url}/later`, at: host.inSeconds(3600) }, me)).body.data.id)
    await host.call('schedule/create', { url: `${hook.url}/soon`, at: host.inSeconds(1) }, me)
    // The first tick also sweeps (scans) every index, as each host does at start.
    await host.advance(1000)
    expect(hook.hits('/soon')).toHaveLength(1)
    scans.length = 0
    reads.length = 0
    for (let i = 0; i < 5; i++) await host.advance(1000)
    expect(scans.filter((prefix) => ['infra:sched:', 'infra:watch:', 'infra:outbox:'].some((kind) => prefix.startsWith(kind)))).toEqual([])
    expect(reads.filter((key) => later.some((id) => key.endsWith(id)))).toEqual([])
    await hook.close()
  })

  it('fires a schedule written by a host that died before indexing it, once a host starts', async () => {
    const hook = await receiver()
    const clock = manualClock()
    const state = createEmbeddedState({ now: clock.now })
    const first = await startHost(state, { schedule: { minIntervalSeconds: 1 } }, [], { clock })
    const created = (await first.call('schedule/create', { url: `${hook.url}/orphan`, at: first.inSeconds(1) }, wallet())).body.data
    await first.stop()
    // As if the host had been killed between writing the schedule and indexing it.
    const [entry] = await state.indexRange('infra:due:sched', Number.MAX_SAFE_INTEGER)
    expect(entry?.member).toContain(created.id)
    await state.indexRemove('infra:due:sched', entry!.member)
    const second = await startHost(state, { schedule: { minIntervalSeconds: 1 } }, [], { clock })
    hosts.push(second)
    await second.advance(1000)
    expect(hook.hits('/orphan')).toHaveLength(1)
    await hook.close()
  })
})
