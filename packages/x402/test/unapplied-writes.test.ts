import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { describeWith } from '@svc/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { officialClient, type Host } from './_payment-id-client.ts'
import { redisRun } from './_redis-run.ts'
import { stubFacilitator, type StubFacilitator, x402Hosts } from './_setup.ts'
import { hostState, seatPlugin } from './_unapplied.ts'

/*
 * A paid call whose held writes meet a changed state after its payment settled runs again; when its
 * writes never apply (or its host dies on the way), the payment identifier's record says "paid,
 * writes not applied", and a retry with the same identifier runs the call again, uncharged, and
 * gets its answer: never 202 until the record expires. Sent without an identifier, the call is kept
 * under its payment: the same payment sent again runs it once, and is answered with that run's answer
 * after (its caller may never have got it), never run or charged again.
 */

const { appWith } = x402Hosts()
let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

const take = (pay: ReturnType<ReturnType<typeof officialClient>>) => pay('http://localhost/api/seats/take', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })

const folder = mkdtempSync(join(tmpdir(), 'x402-unapplied-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let disks = 0
const run = redisRun('x402-unapplied')
const withRedis = (await describeWith('redis')) !== describe.skip
const backends: Array<[string, () => StateStore]> = [['disk', () => createEmbeddedState({ dir: join(folder, String(++disks)) })], ...(withRedis ? [['redis', () => run.state()] as [string, () => StateStore]] : [])]

describe.each(backends)('a paid call whose writes were not applied (%s state)', (_name, makeState) => {
  it('answers a retry with the same payment identifier by running the call again, uncharged: its writes applied once, its answer then replayed', async () => {
    const state = makeState()
    await state.set('seats:n', 0)
    const control = { interfere: Number.POSITIVE_INFINITY, bumped: 0 }
    const app = appWith({ facilitatorUrl: facilitator.url, state: hostState(state, control), plugins: [seatPlugin as never] })
    const client = officialClient()
    const pay = client(app)
    // Every run's writes meet a changed state: paid, nothing applied, the answer withheld.
    const first = await take(pay)
    expect(first.status, await first.clone().text()).toBe(503)
    expect(facilitator.settled).toHaveLength(1)
    control.interfere = 0
    // Retried on two hosts at once: one runs it (the identifier's lease keeps the other out), never both.
    const other = appWith({ facilitatorUrl: facilitator.url, state, plugins: [seatPlugin as never] })
    const raced = await Promise.all([take(pay), take(client(other))])
    const retry = raced.find((response) => response.headers.get('idempotent-replayed') === null && response.status === 200) ?? raced[0]!
    expect(raced.map((response) => response.status).every((status) => status === 200 || status === 409), JSON.stringify(raced.map((response) => response.status))).toBe(true)
    const body = await retry.json()
    expect(retry.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].seat).toBe(control.bumped + 1)
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000' })
    expect(await state.get('seats:n')).toBe(control.bumped + 1)
    const again = await take(pay)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await again.json()).data.items[0].seat).toBe(control.bumped + 1)
    expect(await state.get('seats:n')).toBe(control.bumped + 1)
    expect(facilitator.settled).toHaveLength(1)
    await Promise.all([app.close(), other.close()])
  })

  it('without a payment identifier: the same payment sent again runs the call once, uncharged; sent again after, it gets that answer; the operator sees it waiting', async () => {
    const state = makeState()
    await state.set('seats:n', 0)
    const control = { interfere: Number.POSITIVE_INFINITY, bumped: 0 }
    const adminToken = 'unapplied-admin-token-1234'
    const app = appWith({ facilitatorUrl: facilitator.url, state: hostState(state, control), plugins: [seatPlugin as never], config: { adminToken } })
    const sent: Request[] = []
    const recorded: Host = { app: { fetch: (request: Request) => (sent.push(request.clone()), app.app.fetch(request)) } }
    const first = await take(officialClient(null)(recorded))
    const refusal = await first.json()
    expect(first.status, JSON.stringify(refusal)).toBe(503)
    expect(refusal).toMatchObject({ retry: 'same_payment' })
    expect(refusal.error).toMatch(/same payment header/)
    expect(facilitator.settled).toHaveLength(1)
    const payment = sent.at(-1)!.headers.get('payment-signature')!
    const operator = { authorization: `Bearer ${adminToken}` }
    const waiting = (await (await app.request('/api/admin/stats', { headers: operator })).json()).unappliedPaidCalls
    expect(waiting).toMatchObject({ count: 1, total: 1, recent: [{ retry: 'payment' }] })
    expect(waiting.recent[0].since).toBe(waiting.oldestAt)
    const metrics = await (await app.request('/metrics', { headers: operator })).text()
    expect(metrics).toMatch(/^svc_payments_unapplied 1$/m)
    expect(metrics).toMatch(/^svc_payments_unapplied_total 1$/m)
    control.interfere = 0
    // Sent again on two hosts at once: one runs it (the lease keeps the other out), never both.
    const other = appWith({ facilitatorUrl: facilitator.url, state, plugins: [seatPlugin as never] })
    const resend = (host: { request(path: string, init: RequestInit): Promise<Response> }) => host.request('/api/seats/take', { method: 'POST', headers: { 'content-type': 'application/json', 'payment-signature': payment }, body: '{}' })
    const raced = await Promise.all([resend(app), resend(other)])
    const statuses = raced.map((response) => response.status)
    expect(statuses.filter((status) => status === 200), JSON.stringify(statuses)).toHaveLength(1)
    expect(statuses.every((status) => status === 200 || status === 409 || status === 402), JSON.stringify(statuses)).toBe(true)
    const body = await raced.find((response) => response.status === 200)!.json()
    expect(body.data.items[0].seat).toBe(control.bumped + 1)
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000' })
    expect(await state.get('seats:n')).toBe(control.bumped + 1)
    // The answer never reached its caller (the connection was cut): sent again, on either host, it gets that answer, nothing run again.
    for (const host of [other, app]) {
      const again = await resend(host)
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(await again.json()).toMatchObject({ data: { items: [{ seat: control.bumped + 1 }] }, meta: { settlement: { status: 'settled', amount: '10000' } } })
    }
    // Sent with another call (another operation of the same price), it reaches nothing of this one.
    const elsewhere = await other.request('/api/seats/reserve', { method: 'POST', headers: { 'content-type': 'application/json', 'payment-signature': payment }, body: '{}' })
    expect(elsewhere.status).toBe(409)
    expect((await elsewhere.json()).reason).toBe('payment_call_conflict')
    expect(await state.get('seats:n')).toBe(control.bumped + 1)
    expect(facilitator.settled).toHaveLength(1)
    expect((await (await app.request('/api/admin/stats', { headers: operator })).json()).unappliedPaidCalls).toMatchObject({ count: 0, total: 1, oldestAt: null, recent: [] })
    const after = await (await app.request('/metrics', { headers: operator })).text()
    expect(after).toMatch(/^svc_payments_unapplied 0$/m)
    expect(after).toMatch(/^svc_payments_unapplied_total 1$/m)
    await Promise.all([app.close(), other.close()])
  })

  it('without a payment identifier: a payment never left unapplied is refused when sent again, and an unapplied one sent with another call is refused (409)', async () => {
    const state = makeState()
    await state.set('seats:n', 0)
    const control = { interfere: 0, bumped: 0 }
    const app = appWith({ facilitatorUrl: facilitator.url, state: hostState(state, control), plugins: [seatPlugin as never] })
    const sent: Request[] = []
    const recorded: Host = { app: { fetch: (request: Request) => (sent.push(request.clone()), app.app.fetch(request)) } }
    expect((await take(officialClient(null)(recorded))).status).toBe(200)
    const applied = sent.at(-1)!.headers.get('payment-signature')!
    const resend = (payment: string, path = '/api/seats/take') => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'payment-signature': payment }, body: '{}' })
    const again = await resend(applied)
    expect(again.status).toBe(402)
    expect((await again.json()).reason).toBe('nonce_used')
    // Left unapplied, its payment sent with another call (another operation of the same price) reaches nothing of it.
    control.interfere = Number.POSITIVE_INFINITY
    expect((await take(officialClient(null)(recorded))).status).toBe(503)
    const unapplied = sent.at(-1)!.headers.get('payment-signature')!
    const elsewhere = await resend(unapplied, '/api/seats/reserve')
    expect(elsewhere.status).toBe(409)
    expect((await elsewhere.json()).reason).toBe('payment_call_conflict')
    expect(await state.get('seats:n')).toBe(control.bumped + 1)
    expect(facilitator.settled).toHaveLength(2)
    await app.close()
  })

  it('without a payment identifier: a call its own request ran again (its writes met a changed state once) answers its payment sent again with that answer', async () => {
    const state = makeState()
    await state.set('seats:n', 0)
    const control = { interfere: 1, bumped: 0 }
    const app = appWith({ facilitatorUrl: facilitator.url, state: hostState(state, control), plugins: [seatPlugin as never] })
    const sent: Request[] = []
    const recorded: Host = { app: { fetch: (request: Request) => (sent.push(request.clone()), app.app.fetch(request)) } }
    const first = await take(officialClient(null)(recorded))
    expect(first.status).toBe(200)
    expect((await first.json()).data.items[0].seat).toBe(2)
    const payment = sent.at(-1)!.headers.get('payment-signature')!
    const again = await app.request('/api/seats/take', { method: 'POST', headers: { 'content-type': 'application/json', 'payment-signature': payment }, body: '{}' })
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toMatchObject({ data: { items: [{ seat: 2 }] }, meta: { settlement: { status: 'settled', amount: '10000' } } })
    expect(await state.get('seats:n')).toBe(2)
    expect(facilitator.settled).toHaveLength(1)
    await app.close()
  })

  it.each(['concluded', 'applied'] as const)('recovers a host killed after its writes met a changed state (%s): the retry on another host gets the answer, the writes applied once, settled once', async (killAfter) => {
    const state = makeState()
    await state.set('seats:n', 0)
    // The settlement's held writes meet a changed state once; the host dies after the step named.
    const control = { interfere: 1, bumped: 0, killAfter, dead: false }
    const dying = appWith({ facilitatorUrl: facilitator.url, state: hostState(state, control), plugins: [seatPlugin as never] })
    const client = officialClient()
    await take(client(dying)).catch(() => undefined)
    expect(control.dead).toBe(true)
    expect(facilitator.settled).toHaveLength(1)
    // Another host, once the dead request's lease on the identifier has run out.
    const later = appWith({ facilitatorUrl: facilitator.url, state, plugins: [seatPlugin as never], now: () => Date.now() + 6 * 60_000 })
    const host: Host = later
    for (let retry = 0; retry < 2; retry++) {
      const response = await take(client(host))
      const body = await response.json()
      expect(response.status, JSON.stringify(body)).toBe(200)
      expect(body.data.items[0].seat).toBe(2)
      expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000' })
    }
    expect(await state.get('seats:n')).toBe(2)
    expect(facilitator.settled).toHaveLength(1)
    await later.close()
  })

  it('without a payment identifier, recovers a host killed once its writes met a changed state: the same payment sent to another host runs the call once, then gets its answer', async () => {
    const state = makeState()
    await state.set('seats:n', 0)
    const control = { interfere: 1, bumped: 0, killAfter: 'concluded' as const, dead: false }
    const dying = appWith({ facilitatorUrl: facilitator.url, state: hostState(state, control), plugins: [seatPlugin as never] })
    const sent: Request[] = []
    const recorded: Host = { app: { fetch: (request: Request) => (sent.push(request.clone()), dying.app.fetch(request)) } }
    await take(officialClient(null)(recorded)).catch(() => undefined)
    expect(control.dead).toBe(true)
    const payment = sent.at(-1)!.headers.get('payment-signature')!
    // Another host, once the dead request's lease on the call has run out.
    const later = appWith({ facilitatorUrl: facilitator.url, state, plugins: [seatPlugin as never], now: () => Date.now() + 6 * 60_000 })
    const resend = () => later.request('/api/seats/take', { method: 'POST', headers: { 'content-type': 'application/json', 'payment-signature': payment }, body: '{}' })
    const response = await resend()
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].seat).toBe(2)
    const again = await resend()
    expect(again.status).toBe(200)
    expect((await again.json()).data.items[0].seat).toBe(2)
    expect(await state.get('seats:n')).toBe(2)
    expect(facilitator.settled).toHaveLength(1)
    await later.close()
  })
})
