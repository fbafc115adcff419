import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, newWebhookSecret, signWebhook } from '@svc/core'
import { type BuiltHost, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { createFeedbackPlugin } from '../src/index.ts'

const ADMIN = 'admin-token-for-the-tests'
const MESSAGE = 'The forecast endpoint could also give the UV index.'

// One host per test, started (the inbox reads the store the plugin's start hook is given).
const feedback = testHost({ plugins: createFeedbackPlugin(), start: true, hostPer: 'test', config: { adminToken: ADMIN } })
/** The operator's inbox of `host` (default: this test's), read with `token`. */
async function inbox(query = '', token: string | null = ADMIN, host: Pick<BuiltHost, 'request'> = feedback) {
  const response = await host.request(`/api/feedback/inbox${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})
  return { status: response.status, body: await response.json() }
}

describe('feedback.send', () => {
  it('stores the feedback before acknowledging it, and lists it to the operator', async () => {
    const data = await feedback.ok('/api/feedback/send', { message: MESSAGE, category: 'feature', operation: 'weather.forecast', rating: 4, contact: 'ops@example.org' })
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({ category: 'feature', operation: 'weather.forecast', rating: 4, stored: true, forwarded: null })
    expect(data.items[0].id).toMatch(/^fb_/)
    const listed = await inbox()
    expect(listed.status).toBe(200)
    expect(listed.body.total).toBe(1)
    expect(listed.body.items[0]).toStrictEqual({
      id: data.items[0].id, receivedAt: data.items[0].receivedAt, caller: { kind: 'free', wallet: null, network: null }, category: 'feature',
      operation: 'weather.forecast', rating: 4, message: MESSAGE, contact: 'ops@example.org',
    })
  })
  it('filters the list by category and bounds its size', async () => {
    await feedback.ok('/api/feedback/send', { message: 'First message, a bug report.', category: 'bug' })
    await feedback.ok('/api/feedback/send', { message: 'Second message, some praise.', category: 'praise' })
    const all = (await inbox()).body
    expect(all.total).toBe(2)
    const bugs = (await inbox('?category=bug')).body
    expect(bugs.items.map((item: { message: string }) => item.message)).toEqual(['First message, a bug report.'])
    expect((await inbox('?limit=0')).status).toBe(400)
    for (const since of ['2025-1-01', '2025-02-30']) expect((await inbox(`?since=${since}`)).body, since).toMatchObject({ code: 'INVALID_INPUT', field: 'since' })
  })
  it('keeps what it acknowledged across a restart of the host (embedded store on disk)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-feedback-'))
    try {
      const first = feedback.open({ state: createEmbeddedState({ dir }) })
      const sent = await first.ok('/api/feedback/send', { message: MESSAGE })
      await first.close()
      const again = feedback.open({ state: createEmbeddedState({ dir }) })
      const listed = (await inbox('', ADMIN, again)).body
      expect(listed.items.map((item: { id: string }) => item.id)).toEqual([sent.items[0].id])
      await again.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
  it('answers an error, never an acknowledgement, when the store fails', async () => {
    const failing = createEmbeddedState()
    failing.setIfAbsent = async () => {
      throw new Error('disk full')
    }
    const result = await feedback.open({ state: failing }).call('/api/feedback/send', { message: MESSAGE })
    expect(result.status).toBe(500)
  })
  it('refuses HTML naming the field', async () => {
    await feedback.rejects('/api/feedback/send', 'message', { message: 'Hello <script>alert(1)</script> there' })
    await feedback.rejects('/api/feedback/send', 'message', { message: 'An entity &lt; sneaks in here' })
    await feedback.rejects('/api/feedback/send', 'contact', { message: MESSAGE, contact: '<b>me</b>' })
  })
  it('refuses a message too long, a bad rating and an unknown member', async () => {
    await feedback.rejects('/api/feedback/send', 'message', { message: 'x'.repeat(4001) })
    await feedback.rejects('/api/feedback/send', 'rating', { message: MESSAGE, rating: 6 })
    await feedback.rejects('/api/feedback/send', 'operation', { message: MESSAGE, operation: 'not an id' })
    expect((await feedback.call('/api/feedback/send', { message: MESSAGE, ip: '1.2.3.4' })).status).toBe(400)
  })
})

describe('the operator inbox', () => {
  it('needs the admin token', async () => {
    expect((await inbox('', null)).status).toBe(401)
    expect((await inbox('', 'wrong-token-of-the-same-size!')).status).toBe(401)
  })
  it('is off (404) while the host has no admin token', async () => {
    expect((await inbox('', ADMIN, feedback.open({ config: { adminToken: undefined } }))).status).toBe(404)
  })
})

describe('forwarding to the operator webhook', () => {
  const secret = newWebhookSecret()
  const settings = (): { webhookUrl: string; webhookSecret: string; allowLoopbackForTests: boolean } => ({ webhookUrl: `${hook.server.url}/feedback`, webhookSecret: secret, allowLoopbackForTests: true })
  // The operator's webhook is a route of the host's own fixture server; each test starts with it answering 200 and no request recorded.
  const hook = testHost({
    plugins: createFeedbackPlugin(),
    start: true,
    hostPer: 'test',
    routes: { 'POST /feedback': { status: 200, body: {} } },
    config: () => ({ adminToken: ADMIN, settings: { feedback: settings() } }),
  })

  it('posts the feedback signed with the operator secret and says it was forwarded', async () => {
    const data = await hook.ok('/api/feedback/send', { message: MESSAGE, category: 'docs' })
    expect(data.items[0].forwarded).toBe(true)
    const request = hook.last('POST /feedback')
    expect(JSON.parse(request.body)).toMatchObject({ type: 'feedback.received', data: { id: data.items[0].id, message: MESSAGE, category: 'docs' } })
    expect(request.headers['webhook-id']).toBe(data.items[0].id)
    expect(request.headers['webhook-signature']).toBe(signWebhook(secret, data.items[0].id, Number(request.headers['webhook-timestamp']), request.body))
  })
  it('keeps the feedback when the webhook fails, saying it was not forwarded', async () => {
    hook.set('POST /feedback', { status: 500, body: {} })
    const data = await hook.ok('/api/feedback/send', { message: MESSAGE })
    expect(data.items[0].forwarded).toBe(false)
    expect((await inbox('', ADMIN, hook)).body.items[0].id).toBe(data.items[0].id)
  })
  it('does not forward over plain http to a non-test host', async () => {
    const plain = hook.open({ config: { settings: { feedback: { ...settings(), allowLoopbackForTests: false } } } })
    const data = await plain.ok('/api/feedback/send', { message: MESSAGE })
    expect(data.items[0].forwarded).toBeNull()
    expect(hook.requestsTo('POST /feedback')).toEqual([])
  })
})
