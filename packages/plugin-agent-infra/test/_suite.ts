import { createTestPaymentGate } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { agentInfraPlugin } from '../src/index.ts'
import { type Backend, callerOf, infraHost, isoAfter, stateKey, wallet } from './_infra.ts'

/** The behaviour of store, lock and queue; run on each backend. */
export function infraSuite(backend: Backend) {
  describe(`agent infrastructure on ${backend.name}`, () => {
    const h = infraHost(backend, {
      plugins: [agentInfraPlugin],
      freshGate: createTestPaymentGate,
      config: { settings: { store: { maxItems: 6, maxBytes: 4096, maxValueBytes: 1024, maxBlobBytes: 2048 }, queue: { maxAttempts: 2 } } },
    })
    const clock = h.clock
    const infra = { call: callerOf(h) }
    /** The TTL the state holds for a key: set by this host, counted down by the state's own clock. */
    const expectTtl = async (key: string, ms: number) => {
      const ttl = await h.app.runtime.state.ttl(key)
      expect(ttl).toBeGreaterThan(ms - 1000)
      expect(ttl).toBeLessThanOrEqual(ms)
    }
    const ok = async (path: string, body: unknown, payer: string) => {
      const answer = await infra.call(path, body, payer)
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
      return answer.body.data
    }

    describe('store kv', () => {
      it('puts, gets, overwrites and deletes JSON values', async () => {
        const me = wallet()
        expect(await ok('store/kv-put', { key: 'profile', value: { name: 'Ada', tags: ['x'] } }, me)).toMatchObject({ key: 'profile', created: true, expiresAt: null })
        expect(await ok('store/kv-get', { key: 'profile' }, me)).toMatchObject({ key: 'profile', value: { name: 'Ada', tags: ['x'] }, bytes: 27 })
        expect(await ok('store/kv-put', { key: 'profile', value: 42 }, me)).toMatchObject({ created: false, bytes: 2 })
        expect((await ok('store/kv-get', { key: 'profile' }, me)).value).toBe(42)
        expect(await ok('store/kv-delete', { key: 'profile' }, me)).toEqual({ key: 'profile', deleted: true })
        expect(await ok('store/kv-delete', { key: 'profile' }, me)).toEqual({ key: 'profile', deleted: false })
        expect(await infra.call('store/kv-get', { key: 'profile' }, me)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
      })

      it('expires values after their TTL', async () => {
        const me = wallet()
        const put = await ok('store/kv-put', { key: 'short', value: 'soon gone', ttlSeconds: 1 }, me)
        expect(put.expiresAt).toBe(isoAfter(clock, 1000))
        expect(await ok('store/kv-get', { key: 'short' }, me)).toMatchObject({ value: 'soon gone', expiresAt: put.expiresAt })
        await expectTtl(stateKey(me, 'kv', 'short'), 1000)
        // Redis drops the key on its own clock: the TTL it holds (above) is what this host controls.
        if (!backend.expiresByClock) return
        clock.elapse(999)
        expect((await ok('store/kv-get', { key: 'short' }, me)).value).toBe('soon gone')
        clock.elapse(1)
        expect((await infra.call('store/kv-get', { key: 'short' }, me)).status).toBe(404)
      })

      it('scans by prefix a page at a time', async () => {
        const me = wallet()
        for (const key of ['a:1', 'a:2', 'a:3', 'b:1']) await ok('store/kv-put', { key, value: key }, me)
        const seen: string[] = []
        let cursor: string | undefined
        do {
          const page = await ok('store/kv-scan', { prefix: 'a:', limit: 2, ...(cursor ? { cursor } : {}), includeValues: true }, me)
          seen.push(...page.items.map((item: { key: string; value: string }) => `${item.key}=${item.value}`))
          cursor = page.cursor ?? undefined
        } while (cursor)
        expect(seen.sort()).toEqual(['a:1=a:1', 'a:2=a:2', 'a:3=a:3'])
      })

      it('answers a cursor it did not issue (made up, another wallet\'s, another prefix\'s) with the 400 naming `cursor`', async () => {
        const alice = wallet()
        const bob = wallet()
        // Five items: the test store holds six per wallet.
        for (const key of ['a:1', 'a:2', 'b:1']) await ok('store/kv-put', { key, value: 1 }, alice)
        for (const name of ['a:1', 'a:2']) await ok('store/blob-put', { name, data: 'aGVsbG8=' }, alice)
        const kvCursor = (await ok('store/kv-scan', { prefix: 'a:', limit: 1 }, alice)).cursor
        const blobCursor = (await ok('store/blob-list', { prefix: 'a:', limit: 1 }, alice)).cursor
        const refused = [
          ['store/kv-scan', { cursor: 'abc' }, alice], ['store/blob-list', { cursor: 'abc' }, alice],
          ['store/kv-scan', { prefix: 'a:', cursor: kvCursor }, bob], ['store/kv-scan', { prefix: 'b:', cursor: kvCursor }, alice],
          ['store/blob-list', { prefix: 'a:', cursor: blobCursor }, bob], ['store/blob-list', { prefix: 'a:', cursor: kvCursor }, alice],
        ] as const
        for (const [path, body, payer] of refused) {
          expect(await infra.call(path, body, payer), `${path} ${JSON.stringify(body)}`).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'cursor' } })
        }
      })

      it('keeps every wallet\'s keys to itself: no read, overwrite, delete or listing across wallets', async () => {
        const alice = wallet()
        const bob = wallet()
        await ok('store/kv-put', { key: 'secret', value: 'alice' }, alice)
        expect((await infra.call('store/kv-get', { key: 'secret' }, bob)).status).toBe(404)
        expect((await ok('store/kv-scan', {}, bob)).items).toEqual([])
        await ok('store/kv-put', { key: 'secret', value: 'bob' }, bob)
        expect(await ok('store/kv-delete', { key: 'secret' }, bob)).toMatchObject({ deleted: true })
        expect((await ok('store/kv-get', { key: 'secret' }, alice)).value).toBe('alice')
        // An address in another case is the same EVM wallet.
        expect((await ok('store/kv-get', { key: 'secret' }, alice.toUpperCase().replace('0X', '0x'))).value).toBe('alice')
      })

      it('keeps trial calls in an hour-long sandbox of their own', async () => {
        const put = await ok('store/kv-put', { key: `t-${wallet()}`, value: 1, ttlSeconds: 86_400 }, 'trial')
        expect(put.expiresAt).toBe(isoAfter(clock, 3_600_000))
      })

      it('enforces the value size and the wallet quota, and reports usage exactly', async () => {
        const me = wallet()
        expect(await infra.call('store/kv-put', { key: 'big', value: 'x'.repeat(2000) }, me)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', field: 'value' } })
        for (let i = 0; i < 6; i++) await ok('store/kv-put', { key: `k${i}`, value: i }, me)
        expect(await infra.call('store/kv-put', { key: 'k6', value: 6 }, me)).toMatchObject({ status: 403, body: { code: 'QUOTA_EXCEEDED' } })
        // Overwriting an existing key adds no item.
        await ok('store/kv-put', { key: 'k0', value: 'zero' }, me)
        expect(await ok('store/usage', {}, me)).toMatchObject({ items: 6, bytes: 11, byKind: { kv: { items: 6, bytes: 11 } }, quota: { maxItems: 6, maxBytes: 4096 } })
        await ok('store/kv-delete', { key: 'k1' }, me)
        await ok('store/kv-put', { key: 'k6', value: 6 }, me)
      })

      it('counts expired values out of the quota', async () => {
        const me = wallet()
        for (let i = 0; i < 6; i++) await ok('store/kv-put', { key: `e${i}`, value: i, ttlSeconds: 1 }, me)
        expect((await infra.call('store/kv-put', { key: 'before', value: 1 }, me)).status).toBe(403)
        for (let i = 0; i < 6; i++) await expectTtl(stateKey(me, 'kv', `e${i}`), 1000)
        // Redis drops the keys on its own clock: the TTLs it holds (above) are what this host controls.
        if (!backend.expiresByClock) return
        clock.elapse(1000)
        await ok('store/kv-put', { key: 'after', value: 1 }, me)
        expect(await ok('store/usage', {}, me)).toMatchObject({ items: 1 })
      })
    })

    describe('store documents', () => {
      it('puts, gets and deletes documents, and searches with equality, $in, ranges, dotted paths, sort and paging', async () => {
        const me = wallet()
        const docs = [
          { id: 'o1', doc: { status: 'open', total: 120, customer: { city: 'Lyon' }, placed: '2025-01-03' } },
          { id: 'o2', doc: { status: 'paid', total: 80, customer: { city: 'Paris' }, placed: '2025-02-11' } },
          { id: 'o3', doc: { status: 'open', total: 45.5, customer: { city: 'Paris' }, placed: '2025-03-20' } },
          { id: 'o4', doc: { status: 'void', customer: { city: 'Nice' }, placed: '2025-04-01' } },
        ]
        for (const { id, doc } of docs) expect(await ok('store/doc-put', { collection: 'orders', id, doc }, me)).toMatchObject({ id, created: true })
        expect(await ok('store/doc-get', { collection: 'orders', id: 'o2' }, me)).toMatchObject({ doc: docs[1]!.doc })
        const search = (body: object) => ok('store/doc-search', { collection: 'orders', ...body }, me)
        expect((await search({ filter: { status: 'open' } })).items.map((i: { id: string }) => i.id)).toEqual(['o1', 'o3'])
        expect((await search({ filter: { status: { $in: ['paid', 'void'] } } })).items.map((i: { id: string }) => i.id)).toEqual(['o2', 'o4'])
        expect((await search({ filter: { total: { $gte: 50, $lt: 120 } } })).items.map((i: { id: string }) => i.id)).toEqual(['o2'])
        expect((await search({ filter: { 'customer.city': 'Paris', placed: { $gt: '2025-03-01' } } })).items.map((i: { id: string }) => i.id)).toEqual(['o3'])
        expect((await search({ filter: { status: { $ne: 'void' } }, sort: { field: 'total', order: 'desc' } })).items.map((i: { id: string }) => i.id)).toEqual(['o1', 'o2', 'o3'])
        // A document without the sort field comes last.
        const paged = await search({ sort: { field: 'total' }, limit: 2, offset: 2 })
        expect(paged).toMatchObject({ total: 4, items: [{ id: 'o1' }, { id: 'o4' }] })
        expect(await ok('store/doc-delete', { collection: 'orders', id: 'o4' }, me)).toMatchObject({ deleted: true })
        expect(await infra.call('store/doc-get', { collection: 'orders', id: 'o4' }, me)).toMatchObject({ status: 404 })
        expect(await ok('store/usage', {}, me)).toMatchObject({ items: 3, byKind: { doc: { items: 3 } } })
      })

      it('keeps documents to their wallet and refuses bad filters', async () => {
        const alice = wallet()
        const bob = wallet()
        await ok('store/doc-put', { collection: 'notes', id: 'n1', doc: { text: 'alice' } }, alice)
        expect(await ok('store/doc-search', { collection: 'notes' }, bob)).toMatchObject({ items: [], total: 0 })
        expect((await infra.call('store/doc-get', { collection: 'notes', id: 'n1' }, bob)).status).toBe(404)
        expect((await infra.call('store/doc-search', { collection: 'notes', filter: { text: { $regex: '.*' } } }, alice)).status).toBe(400)
        expect((await infra.call('store/doc-search', { collection: 'notes', filter: { 'bad path!': 1 } }, alice)).status).toBe(400)
        expect((await infra.call('store/doc-put', { collection: 'notes', id: 'n2', doc: [1, 2] }, alice)).status).toBe(400)
      })
    })

    describe('store blobs', () => {
      it('stores bytes with type and SHA-256, lists, reads back exactly and deletes', async () => {
        const me = wallet()
        const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13])
        const sha256 = (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex')
        const put = await ok('store/blob-put', { name: 'img/a.bin', data: bytes.toString('base64'), contentType: 'application/x-test', sha256 }, me)
        expect(put).toMatchObject({ name: 'img/a.bin', bytes: 8, sha256, contentType: 'application/x-test', created: true })
        const got = await ok('store/blob-get', { name: 'img/a.bin' }, me)
        expect(Buffer.from(got.data, 'base64').equals(bytes)).toBe(true)
        expect(got).toMatchObject({ contentType: 'application/x-test', sha256, bytes: 8 })
        await ok('store/blob-put', { name: 'img/b.bin', data: 'aGVsbG8=' }, me)
        expect((await ok('store/blob-list', { prefix: 'img/' }, me)).items.map((i: { name: string; contentType: string }) => `${i.name} ${i.contentType}`).sort()).toEqual(['img/a.bin application/x-test', 'img/b.bin application/octet-stream'])
        expect(await ok('store/usage', {}, me)).toMatchObject({ byKind: { blob: { items: 2, bytes: 13 } } })
        expect(await ok('store/blob-delete', { name: 'img/a.bin' }, me)).toMatchObject({ deleted: true })
        expect((await infra.call('store/blob-get', { name: 'img/a.bin' }, me)).status).toBe(404)
        expect((await infra.call('store/blob-get', { name: 'img/b.bin' }, wallet())).status).toBe(404)
      })

      it('refuses damaged data, bad base64 and oversized blobs', async () => {
        const me = wallet()
        expect(await infra.call('store/blob-put', { name: 'x', data: 'aGVsbG8=', sha256: '0'.repeat(64) }, me)).toMatchObject({ status: 400, body: { field: 'sha256' } })
        expect(await infra.call('store/blob-put', { name: 'x', data: 'not base64!' }, me)).toMatchObject({ status: 400 })
        expect(await infra.call('store/blob-put', { name: 'x', data: 'aGVsbG8', contentType: 'nonsense' }, me)).toMatchObject({ status: 400, body: { field: 'contentType' } })
        expect(await infra.call('store/blob-put', { name: 'x', data: Buffer.alloc(3000).toString('base64') }, me)).toMatchObject({ status: 413, body: { field: 'data' } })
      })
    })

    describe('store vectors', () => {
      it('ranks by cosine or dot product, filters on metadata, and checks the dimension', async () => {
        const me = wallet()
        await ok('store/vector-upsert', { collection: 'docs', vectors: [
          { id: 'x', values: [1, 0, 0], metadata: { lang: 'en' } },
          { id: 'y', values: [0, 2, 0], metadata: { lang: 'fr' } },
          { id: 'xy', values: [1, 1, 0], metadata: { lang: 'en' } },
          { id: 'long-x', values: [10, 0, 0.5], metadata: { lang: 'de' } },
        ] }, me)
        const cosine = await ok('store/vector-query', { collection: 'docs', vector: [1, 0, 0], topK: 3 }, me)
        // biome-ignore lint/suspicious/noApproximativeNumericConstant: cosine scores as the store answers them, rounded to 6 decimals
        expect(cosine.matches.map((m: { id: string; score: number }) => [m.id, m.score])).toEqual([['x', 1], ['long-x', 0.998752], ['xy', 0.707107]])
        const dot = await ok('store/vector-query', { collection: 'docs', vector: [1, 0, 0], topK: 2, metric: 'dot' }, me)
        expect(dot.matches.map((m: { id: string }) => m.id)).toEqual(['long-x', 'x'])
        const filtered = await ok('store/vector-query', { collection: 'docs', vector: [0, 1, 0], filter: { lang: 'en' }, includeValues: true }, me)
        // biome-ignore lint/suspicious/noApproximativeNumericConstant: cosine scores as the store answers them, rounded to 6 decimals
        expect(filtered.matches).toEqual([{ id: 'xy', score: 0.707107, metadata: { lang: 'en' }, values: [1, 1, 0] }, { id: 'x', score: 0, metadata: { lang: 'en' }, values: [1, 0, 0] }])
        expect(await infra.call('store/vector-upsert', { collection: 'docs', vectors: [{ id: 'z', values: [1, 2] }] }, me)).toMatchObject({ status: 400, body: { field: 'vectors' } })
        expect(await infra.call('store/vector-query', { collection: 'docs', vector: [1, 2] }, me)).toMatchObject({ status: 400, body: { field: 'vector' } })
        expect(await ok('store/vector-delete', { collection: 'docs', ids: ['x', 'nope'] }, me)).toEqual({ collection: 'docs', deleted: 1 })
        expect((await ok('store/vector-query', { collection: 'docs', vector: [1, 0, 0], topK: 1 }, me)).matches[0].id).toBe('long-x')
        expect(await infra.call('store/vector-query', { collection: 'docs', vector: [1, 0, 0] }, wallet())).toMatchObject({ status: 404 })
        expect(await ok('store/usage', {}, me)).toMatchObject({ byKind: { vec: { items: 3 } } })
      })
    })

    describe('locks', () => {
      it('gives a lock to exactly one of 100 concurrent acquirers, with growing fencing tokens', async () => {
        const me = wallet()
        const answers = await Promise.all(Array.from({ length: 100 }, () => ok('lock/acquire', { name: 'deploy', ttlSeconds: 30 }, me)))
        const winners = answers.filter((answer) => answer.acquired)
        expect(winners).toHaveLength(1)
        expect(answers.filter((answer) => !answer.acquired).every((answer) => answer.token === null && answer.expiresAt)).toBe(true)
        const first = winners[0].token
        await ok('lock/release', { name: 'deploy', token: first }, me)
        const next = await ok('lock/acquire', { name: 'deploy', ttlSeconds: 30 }, me)
        expect(next.acquired).toBe(true)
        expect(next.token).toBeGreaterThan(first)
      })

      it('lets only the holder renew or release, and frees the lock on expiry', async () => {
        const me = wallet()
        const held = await ok('lock/acquire', { name: 'job', ttlSeconds: 1 }, me)
        expect(await infra.call('lock/release', { name: 'job', token: held.token + 1 }, me)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } })
        expect(await infra.call('lock/renew', { name: 'job', token: held.token + 1, ttlSeconds: 10 }, me)).toMatchObject({ status: 409 })
        const renewed = await ok('lock/renew', { name: 'job', token: held.token, ttlSeconds: 1 }, me)
        expect(renewed).toMatchObject({ renewed: true, token: held.token, expiresAt: isoAfter(clock, 1000) })
        await expectTtl(stateKey(me, 'lock', 'job'), 1000)
        // Redis frees the lock on its own clock: the lease it holds (above) is what this host controls.
        if (!backend.expiresByClock) return
        clock.elapse(999)
        expect((await ok('lock/acquire', { name: 'job', ttlSeconds: 5 }, me)).acquired).toBe(false)
        clock.elapse(1)
        expect(await infra.call('lock/renew', { name: 'job', token: held.token, ttlSeconds: 10 }, me)).toMatchObject({ status: 409 })
        expect((await ok('lock/acquire', { name: 'job', ttlSeconds: 5 }, me)).acquired).toBe(true)
      })

      it('scopes locks by wallet', async () => {
        const alice = wallet()
        const bob = wallet()
        const held = await ok('lock/acquire', { name: 'shared-name', ttlSeconds: 30 }, alice)
        // The same name is another lock for another wallet...
        const bobs = await ok('lock/acquire', { name: 'shared-name', ttlSeconds: 30 }, bob)
        expect(bobs.acquired).toBe(true)
        // ...and releasing it leaves Alice's held.
        await ok('lock/release', { name: 'shared-name', token: bobs.token }, bob)
        expect((await ok('lock/acquire', { name: 'shared-name', ttlSeconds: 30 }, alice)).acquired).toBe(false)
        expect(await ok('lock/renew', { name: 'shared-name', token: held.token, ttlSeconds: 30 }, alice)).toMatchObject({ renewed: true })
      })
    })

    describe('queues', () => {
      it('delivers at least once: an unacknowledged message comes back after its visibility timeout, then dead-letters', async () => {
        const me = wallet()
        const sent = await ok('queue/enqueue', { queue: 'jobs', payload: { n: 1 } }, me)
        const first = await ok('queue/lease', { queue: 'jobs', visibilitySeconds: 1 }, me)
        expect(first.messages).toEqual([expect.objectContaining({ id: sent.id, payload: { n: 1 }, attempts: 1 })])
        expect((await ok('queue/lease', { queue: 'jobs' }, me)).messages).toEqual([])
        clock.elapse(999)
        expect((await ok('queue/lease', { queue: 'jobs' }, me)).messages).toEqual([])
        clock.elapse(1)
        const second = await ok('queue/lease', { queue: 'jobs', visibilitySeconds: 1 }, me)
        expect(second.messages).toEqual([expect.objectContaining({ id: sent.id, attempts: 2 })])
        // The first lease expired: its receipt no longer acknowledges.
        expect(await infra.call('queue/ack', { queue: 'jobs', receipt: first.messages[0].receipt }, me)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } })
        clock.elapse(1000)
        // maxAttempts is 2: the third lease moves it to the dead-letter box.
        expect((await ok('queue/lease', { queue: 'jobs' }, me)).messages).toEqual([])
        expect(await ok('queue/stats', { queue: 'jobs' }, me)).toMatchObject({ visible: 0, inFlight: 0, deadLettered: 1 })
        const dead = await ok('queue/lease', { queue: 'jobs', deadLetter: true }, me)
        expect(dead.messages).toEqual([expect.objectContaining({ id: sent.id, payload: { n: 1 } })])
        await ok('queue/ack', { queue: 'jobs', receipt: dead.messages[0].receipt, deadLetter: true }, me)
        expect(await ok('queue/stats', { queue: 'jobs' }, me)).toMatchObject({ deadLettered: 0 })
      })

      it('acks once, delays messages, and counts them', async () => {
        const me = wallet()
        await ok('queue/enqueue', { queue: 'q', payload: 'now' }, me)
        await ok('queue/enqueue', { queue: 'q', payload: 'later', delaySeconds: 60 }, me)
        expect(await ok('queue/stats', { queue: 'q' }, me)).toMatchObject({ visible: 1, delayed: 1, inFlight: 0 })
        const leased = await ok('queue/lease', { queue: 'q', max: 10 }, me)
        expect(leased.messages.map((m: { payload: string }) => m.payload)).toEqual(['now'])
        expect(await ok('queue/ack', { queue: 'q', receipt: leased.messages[0].receipt }, me)).toMatchObject({ acked: true })
        expect((await infra.call('queue/ack', { queue: 'q', receipt: leased.messages[0].receipt }, me)).status).toBe(409)
        expect(await ok('queue/stats', { queue: 'q' }, me)).toMatchObject({ visible: 0, delayed: 1 })
      })

      it('leases each message to one of many concurrent consumers', async () => {
        const me = wallet()
        for (let i = 0; i < 10; i++) await ok('queue/enqueue', { queue: 'race', payload: i }, me)
        const answers = await Promise.all(Array.from({ length: 20 }, () => ok('queue/lease', { queue: 'race', max: 3, visibilitySeconds: 60 }, me)))
        const ids = answers.flatMap((answer) => answer.messages.map((m: { id: string }) => m.id))
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids).toHaveLength(10)
      })

      it('keeps queues to their wallet', async () => {
        const alice = wallet()
        const bob = wallet()
        await ok('queue/enqueue', { queue: 'private', payload: 'alice only' }, alice)
        expect((await ok('queue/lease', { queue: 'private' }, bob)).messages).toEqual([])
        expect(await ok('queue/stats', { queue: 'private' }, bob)).toMatchObject({ visible: 0 })
        expect((await ok('queue/lease', { queue: 'private' }, alice)).messages).toHaveLength(1)
      })
    })
  })
}
