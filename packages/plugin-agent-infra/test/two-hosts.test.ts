import { createRedisState } from '@svc/core'
import { afterAll, describe, expect, it } from 'vitest'
import { infraApp, wallet } from './_infra.ts'

describe('two hosts on one Redis', () => {
  const prefix = `svc-infra-2hosts-${process.pid}:`
  const states = [createRedisState({ url: 'redis://127.0.0.1:6379', prefix }), createRedisState({ url: 'redis://127.0.0.1:6379', prefix })]
  const hosts = states.map((state) => infraApp(state))
  afterAll(() => Promise.all(states.map((state) => state.close())))

  it('gives a lock to one holder across hosts', async () => {
    const me = wallet()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => hosts[i % 2]!.call('lock/acquire', { name: 'cron', ttlSeconds: 30 }, me)))
    expect(answers.filter((answer) => answer.body.data.acquired)).toHaveLength(1)
  })

  it('leases each message once across hosts', async () => {
    const me = wallet()
    for (let i = 0; i < 12; i++) await hosts[i % 2]!.call('queue/enqueue', { queue: 'work', payload: i }, me)
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => hosts[i % 2]!.call('queue/lease', { queue: 'work', max: 2, visibilitySeconds: 60 }, me)))
    const ids = answers.flatMap((answer) => answer.body.data.messages.map((m: { id: string }) => m.id))
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
  })

  it('queries on one host the vectors another just changed', async () => {
    const me = wallet()
    await hosts[0]!.call('store/vector-upsert', { collection: 'c', vectors: [{ id: 'a', values: [1, 0] }, { id: 'b', values: [0, 1] }] }, me)
    expect((await hosts[1]!.call('store/vector-query', { collection: 'c', vector: [1, 0], topK: 1 }, me)).body.data.matches[0].id).toBe('a')
    await hosts[0]!.call('store/vector-delete', { collection: 'c', ids: ['a'] }, me)
    expect((await hosts[1]!.call('store/vector-query', { collection: 'c', vector: [1, 0], topK: 1 }, me)).body.data.matches[0].id).toBe('b')
  })

  it('reads on one host what the other wrote, for the same wallet only', async () => {
    const me = wallet()
    await hosts[0]!.call('store/kv-put', { key: 'shared', value: 'written on host 0' }, me)
    expect((await hosts[1]!.call('store/kv-get', { key: 'shared' }, me)).body.data.value).toBe('written on host 0')
    expect((await hosts[1]!.call('store/kv-get', { key: 'shared' }, wallet())).status).toBe(404)
  })
})
