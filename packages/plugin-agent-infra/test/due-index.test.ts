import { createEmbeddedState, type StateStore } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { wallet } from './_infra.ts'
import { loopHost, loopHosts, receives } from './_webhooks.ts'

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
  /** The test's memory state, watched. */
  let spied: ReturnType<typeof watched>
  const memory = { name: 'memory', expiresByClock: true, open: (clock: { now: () => number }) => (spied = watched(createEmbeddedState({ now: clock.now }))).state }
  const h = loopHosts(memory, { settings: { schedule: { minIntervalSeconds: 1 } }, routes: receives('/later', '/soon', '/orphan') })

  it('a tick reads only what is due: no scan after the start-up sweep, no read of schedules due later', async () => {
    const host = await loopHost(h)
    const { scans, reads } = spied
    const me = wallet()
    const later: string[] = []
    for (let i = 0; i < 30; i++) later.push((await host.call('schedule/create', { url: `${h.server.url}/later`, at: host.inSeconds(3600) }, me)).body.data.id)
    await host.call('schedule/create', { url: `${h.server.url}/soon`, at: host.inSeconds(1) }, me)
    // The first tick also sweeps (scans) every index, as each host does at start.
    await host.advance(1000)
    expect(h.requestsTo('POST /soon')).toHaveLength(1)
    scans.length = 0
    reads.length = 0
    for (let i = 0; i < 5; i++) await host.advance(1000)
    expect(scans.filter((prefix) => ['infra:sched:', 'infra:watch:', 'infra:outbox:'].some((kind) => prefix.startsWith(kind)))).toEqual([])
    expect(reads.filter((key) => later.some((id) => key.endsWith(id)))).toEqual([])
  })

  it('fires a schedule written by a host that died before indexing it, once a host starts', async () => {
    const first = await loopHost(h)
    const { state } = spied
    const created = (await first.call('schedule/create', { url: `${h.server.url}/orphan`, at: first.inSeconds(1) }, wallet())).body.data
    await first.stop()
    // As if the host had been killed between writing the schedule and indexing it.
    const [entry] = await state.indexRange('infra:due:sched', Number.MAX_SAFE_INTEGER)
    expect(entry?.member).toContain(created.id)
    await state.indexRemove('infra:due:sched', entry!.member)
    const second = await loopHost(h)
    await second.advance(1000)
    expect(h.requestsTo('POST /orphan')).toHaveLength(1)
  })
})
