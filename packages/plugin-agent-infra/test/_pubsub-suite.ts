import { beforeEach, describe, expect, it } from 'vitest'
import { type Backend, isoAfter, wallet } from './_infra.ts'
import { type Host, loopHost, loopHosts, receives, verified } from './_webhooks.ts'

/** pubsub.* on one backend: fan-out, signatures, pricing by subscribers, unsubscribe, scoping. */
export function pubsubSuite(backend: Backend) {
  describe(`pub/sub on ${backend.name}`, () => {
    const h = loopHosts(backend, { settings: { pubsub: { maxSubscribersPerTopic: 3, maxMessageBytes: 1024 } }, routes: receives('/a', '/b', '/c', '/d', '/e', '/alice', '/bob') })
    let host: Host
    beforeEach(async () => {
      host = await loopHost(h)
    })
    const ok = async (path: string, body: unknown, payer: string) => {
      const answer = await host.call(path, body, payer)
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
      return answer.body.data
    }
    const charged = (payer: string) => host.gate.settled.filter((entry) => entry.payer === payer && entry.operation === 'pubsub.publish').map((entry) => entry.amountMicros)

    it('fans a message out to every subscriber, each signed with its own secret, priced by subscriber count', async () => {
      const me = wallet()
      const { topic } = await ok('pubsub/create-topic', { name: 'orders' }, me)
      expect(topic).toMatch(/^top_/)
      const first = await ok('pubsub/subscribe', { topic, url: `${h.server.url}/a` }, me)
      const second = await ok('pubsub/subscribe', { topic, url: `${h.server.url}/b` }, me)
      const third = await ok('pubsub/subscribe', { topic, url: `${h.server.url}/c` }, me)
      expect(first).toMatchObject({ subscription: expect.stringMatching(/^sub_/), topic, secret: expect.stringMatching(/^whsec_/) })
      const published = await ok('pubsub/publish', { topic, message: { order: 42 }, type: 'order.created' }, me)
      expect(published).toMatchObject({ topic, deliveries: 3, messageId: expect.stringMatching(/^pub_/) })
      expect(charged(me)).toEqual([7000])
      // Queued for now: the next tick sends them.
      await host.tick()
      const events = [['/a', first], ['/b', second], ['/c', third]].map(([path, sub]) => {
        const hits = h.requestsTo(`POST ${path as string}`)
        expect(hits).toHaveLength(1)
        return verified((sub as { secret: string }).secret, hits[0]!)
      })
      for (const event of events) expect(event).toMatchObject({ type: 'pubsub.message', data: { topic, messageId: published.messageId, messageType: 'order.created', message: { order: 42 } } })
      expect(() => verified(second.secret, h.requestsTo('POST /a')[0]!)).toThrow()

      expect(await ok('pubsub/unsubscribe', { topic, subscription: second.subscription }, me)).toEqual({ topic, subscription: second.subscription, unsubscribed: true })
      expect(await ok('pubsub/publish', { topic, message: 'again' }, me)).toMatchObject({ deliveries: 2 })
      expect(charged(me)).toEqual([7000, 6000])
      await host.tick()
      expect(h.requestsTo('POST /a')).toHaveLength(2)
      expect(h.requestsTo('POST /c')).toHaveLength(2)
      expect(h.requestsTo('POST /b')).toHaveLength(1)
      expect(await host.call('pubsub/subscribe', { topic, url: `${h.server.url}/d` }, me)).toMatchObject({ status: 200 })
      expect(await host.call('pubsub/subscribe', { topic, url: `${h.server.url}/e` }, me)).toMatchObject({ status: 403, body: { code: 'QUOTA_EXCEEDED' } })
    })

    it('quotes the floor price for a topic without subscribers and delivers nothing', async () => {
      const me = wallet()
      const { topic } = await ok('pubsub/create-topic', {}, me)
      expect(await ok('pubsub/publish', { topic, message: 1 }, me)).toMatchObject({ deliveries: 0 })
      expect(charged(me)).toEqual([5000])
    })

    it('keeps topics to their wallet: another cannot publish, subscribe or unsubscribe, and is not charged', async () => {
      const alice = wallet()
      const bob = wallet()
      const { topic } = await ok('pubsub/create-topic', {}, alice)
      const sub = await ok('pubsub/subscribe', { topic, url: `${h.server.url}/alice` }, alice)
      const missing = topic.replace(/.{6}$/, '000000')
      for (const [path, body] of [['pubsub/publish', { topic, message: 'x' }], ['pubsub/subscribe', { topic, url: `${h.server.url}/bob` }], ['pubsub/unsubscribe', { topic, subscription: sub.subscription }]] as const) {
        const foreign = await host.call(path, body, bob)
        const unknown = await host.call(path, { ...body, topic: missing }, bob)
        expect(foreign.status, path).toBe(404)
        expect(foreign.body.error.replace(topic, 'T')).toBe(unknown.body.error.replace(missing, 'T'))
      }
      expect(host.gate.settled.filter((entry) => entry.payer === bob)).toEqual([])
      await host.advance(1000)
      expect(h.requestsTo('POST /alice')).toHaveLength(0)
      expect(h.requestsTo('POST /bob')).toHaveLength(0)
    })

    it('keeps trial topics in the hour-long sandbox', async () => {
      const created = await ok('pubsub/create-topic', {}, 'trial')
      expect(created.expiresAt).toBe(isoAfter(h.clock, 3_600_000))
    })

    it('checks its parameters', async () => {
      const me = wallet()
      const { topic } = await ok('pubsub/create-topic', {}, me)
      expect(await host.call('pubsub/publish', { topic: 'orders', message: 1 }, me)).toMatchObject({ status: 400, body: { field: 'topic' } })
      expect(await host.call('pubsub/publish', { topic }, me)).toMatchObject({ status: 400, body: { field: 'message' } })
      expect(await host.call('pubsub/publish', { topic, message: 'x'.repeat(2000) }, me)).toMatchObject({ status: 413, body: { field: 'message' } })
      expect(await host.call('pubsub/publish', { topic, message: 1, type: 'a..b' }, me)).toMatchObject({ status: 400, body: { field: 'type' } })
      expect(await host.call('pubsub/subscribe', { topic, url: 'http://169.254.169.254/latest' }, me)).toMatchObject({ status: 400, body: { field: 'url' } })
      expect(await host.call('pubsub/create-topic', { name: '' }, me)).toMatchObject({ status: 400, body: { field: 'name' } })
    })
  })
}
