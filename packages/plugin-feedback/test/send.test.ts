import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, newWebhookSecret, signWebhook, type StateStore } from '@svc/core'
import { type FixtureServer, pluginTestApp, type RecordedRequest, serveFixtures } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFeedbackPlugin } from '../src/index.ts'

const ADMIN = 'admin-token-for-the-tests'
const MESSAGE = 'The forecast endpoint could also give the UV index.'

async function host(options: { state?: StateStore; settings?: Record<string, unknown>; adminToken?: string | null } = {}) {
  const t = pluginTestApp(createFeedbackPlugin(), {
    config: { ...(options.adminToken === null ? {} : { adminToken: options.adminToken ?? ADMIN }), settings: { feedback: options.settings ?? {} } },
    ...(options.state ? { state: options.state } : {}),
  })
  await t.app.start()
  return t
}
const inbox = (t: Awaited<ReturnType<typeof host>>, query = '', token: string | null = ADMIN) => t.call(`/api/feedback/inbox${query}`, undefined, token ? { headers: { authorization: `Bearer ${token}` } } : {})

describe('feedback.send', () => {
  it('stores the feedback before acknowledging it, and lists it to the operator', async () => {
    const t = await host()
    const data = await t.ok('/api/feedback/send', { message: MESSAGE, category: 'feature', operation: 'weather.forecast', rating: 4, contact: 'ops@example.org' })
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({ category: 'feature', operation: 'weather.forecast', rating: 4, stored: true, forwarded: null })
    expect(data.items[0].id).toMatch(/^fb_/)
    const listed = await inbox(t)
    expect(listed.status).toBe(200)
    expect(listed.body.total).toBe(1)
    expect(listed.body.items[0]).toStrictEqual({
      id: data.items[0].id, receivedAt: data.items[0].receivedAt, caller: { kind: 'free', wallet: null, network: null }, category: 'feature',
      operation: 'weather.forecast', rating: 4, message: MESSAGE, contact: 'ops@example.org',
    })
  })
  it('filters the list by category and bounds its size', async () => {
    const t = await host()
    await t.ok('/api/feedback/send', { message: 'First message, a bug report.', category: 'bug' })
    await t.ok('/api/feedback/send', { message: 'Second message, some praise.', category: 'praise' })
    const all = (await inbox(t)).body
    expect(all.total).toBe(2)
    const bugs = (await inbox(t, '?category=bug')).body
    expect(bugs.items.map((item: { message: string }) => item.message)).toEqual(['First message, a bug report.'])
    expect((await inbox(t, '?limit=0')).status).toBe(400)
    for (const since of ['2025-1-01', '2025-02-30']) expect((await inbox(t, `?since=${since}`)).body, since).toMatchObject({ code: 'INVALID_INPUT', field: 'since' })
  })
  it('keeps what it acknowledged across a restart of the host (embedded store on disk)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-feedback-'))
    try {
      const first = createEmbeddedState({ dir })
      const t = await host({ state: first })
      const sent = await t.ok('/api/feedback/send', { message: MESSAGE })
      await first.close()
      const again = await host({ state: createEmbeddedState({ dir }) })
      const listed = (await inbox(again)).body
      expect(listed.items.map((item: { id: string }) => item.id)).toEqual([sent.items[0].id])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
  it('answers an error, never an acknowledgement, when the store fails', async () => {
    const failing = createEmbeddedState()
    failing.setIfAbsent = async () => {
      throw new Error('disk full')
    }
    const t = await host({ state: failing })
    const result = await t.call('/api/feedback/send', { message: MESSAGE })
    expect(result.status).toBe(500)
  })
  it('refuses HTML naming the field', async () => {
    const t = await host()
    await t.rejects('/api/feedback/send', 'message', { message: 'Hello <script>alert(1)</script> there' })
    await t.rejects('/api/feedback/send', 'message', { message: 'An entity &lt; sneaks in here' })
    await t.rejects('/api/feedback/send', 'contact', { message: MESSAGE, contact: '<b>me</b>' })
  })
  it('refuses a message too long, a bad rating and an unknown member', async () => {
    const t = await host()
    await t.rejects('/api/feedback/send', 'message', { message: 'x'.repeat(4001) })
    await t.rejects('/api/feedback/send', 'rating', { message: MESSAGE, rating: 6 })
    await t.rejects('/api/feedback/send', 'operation', { message: MESSAGE, operation: 'not an id' })
    expect((await t.call('/api/feedback/send', { message: MESSAGE, ip: '1.2.3.4' })).status).toBe(400)
  })
})

describe('the operator inbox', () => {
  it('needs the admin token', async () => {
    const t = await host()
    expect((await inbox(t, '', null)).status).toBe(401)
    expect((await inbox(t, '', 'wrong-token-of-the-same-size!')).status).toBe(401)
  })
  it('is off (404) while the host has no admin token', async () => {
    const t = await host({ adminToken: null })
    expect((await inbox(t)).status).toBe(404)
  })
})

describe('forwarding to the operator webhook', () => {
  let received: RecordedRequest[] = []
  let answer = 200
  let server: FixtureServer
  const secret = newWebhookSecret()
  beforeAll(async () => {
    server = await serveFixtures({ 'POST /feedback': (request) => { received = [...received, request]; return { status: answer, body: {} } } })
  })
  afterAll(() => server.close())
  const settings = () => ({ webhookUrl: `${server.url}/feedback`, webhookSecret: secret, allowLoopbackForTests: true })

  it('posts the feedback signed with the operator secret and says it was forwarded', async () => {
    answer = 200
    const t = await host({ settings: settings() })
    const data = await t.ok('/api/feedback/send', { message: MESSAGE, category: 'docs' })
    expect(data.items[0].forwarded).toBe(true)
    const request = received.at(-1)!
    expect(JSON.parse(request.body)).toMatchObject({ type: 'feedback.received', data: { id: data.items[0].id, message: MESSAGE, category: 'docs' } })
    expect(request.headers['webhook-id']).toBe(data.items[0].id)
    expect(request.headers['webhook-signature']).toBe(signWebhook(secret, data.items[0].id, Number(request.headers['webhook-timestamp']), request.body))
  })
  it('keeps the feedback when the webhook fails, saying it was not forwarded', async () => {
    answer = 500
    const t = await host({ settings: settings() })
    const data = await t.ok('/api/feedback/send', { message: MESSAGE })
    expect(data.items[0].forwarded).toBe(false)
    expect((await inbox(t)).body.items[0].id).toBe(data.items[0].id)
  })
  it('does not forward over plain http to a non-test host', async () => {
    const before = received.length
    const t = await host({ settings: { ...settings(), allowLoopbackForTests: false } })
    const data = await t.ok('/api/feedback/send', { message: MESSAGE })
    expect(data.items[0].forwarded).toBeNull()
    expect(received.length).toBe(before)
  })
})
