import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { createRedisState } from '@svc/state-redis'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { generatePaymentId } from '@x402/extensions/payment-identifier'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { x402Hosts, decodeHeader, payTo, stubFacilitator, type StubFacilitator, tallyPlugin } from './_setup.ts'
import { type Host, officialClient } from './_payment-id-client.ts'
import { redisRun } from './_redis-run.ts'

const { appWith } = x402Hosts()

let facilitator: StubFacilitator
beforeAll(async () => {
  facilitator = await stubFacilitator()
})
afterAll(() => facilitator.close())
beforeEach(() => facilitator.reset())

describe('payment-identifier (the official extension): a retry gets the answer it paid for', () => {
  it('is declared in every 402', async () => {
    const response = await appWith({ facilitatorUrl: facilitator.url }).request('/api/paid/thing')
    expect(decodeHeader(response.headers.get('payment-required')).extensions['payment-identifier']).toMatchObject({ info: { required: false } })
  })

  it('answers a retry with the same identifier from the stored answer: same body, one settlement', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const pay = officialClient()(app)
    const first = await pay('http://localhost/api/paid/thing?q=once')
    const firstBody = await first.text()
    expect(first.status, firstBody).toBe(200)
    const retry = await pay('http://localhost/api/paid/thing?q=once')
    expect(retry.status).toBe(200)
    expect(await retry.text()).toBe(firstBody)
    expect(retry.headers.get('payment-response')).toBe(first.headers.get('payment-response'))
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(facilitator.settled).toHaveLength(1)
  })

  it('refuses the same identifier for another call with 409, and charges nothing for it', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const pay = officialClient()(app)
    expect((await pay('http://localhost/api/paid/thing?q=one')).status).toBe(200)
    const other = await pay('http://localhost/api/paid/thing?q=two')
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ code: 'CONFLICT', reason: 'payment_identifier_conflict' })
    expect(facilitator.settled).toHaveLength(1)
  })

  it('keeps one wallet\'s identifier from another wallet', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url })
    const id = generatePaymentId()
    const mine = await officialClient(id)(app)('http://localhost/api/paid/thing?q=mine')
    const theirs = await officialClient(id)(app)('http://localhost/api/paid/thing?q=mine')
    expect(mine.status).toBe(200)
    expect(theirs.status).toBe(200)
    expect(theirs.headers.get('idempotent-replayed')).toBeNull()
    expect(facilitator.settled).toHaveLength(2)
  })

  it('answers a retry of a pending settlement with the final answer once it is confirmed, settling once', async () => {
    let clock = Date.now()
    const app = appWith({ facilitatorUrl: facilitator.url, now: () => clock })
    const pay = officialClient()(app)
    facilitator.settleMode = 'pending'
    const pending = await pay('http://localhost/api/paid/thing?q=later')
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({ code: 'SETTLEMENT_PENDING', reason: 'settlement_pending' })
    facilitator.settleMode = 'ok'
    clock += 10_000
    const retry = await pay('http://localhost/api/paid/thing?q=later')
    const body = await retry.json()
    expect(retry.status, JSON.stringify(body)).toBe(200)
    expect(body.data.items[0].q).toBe('later')
    expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000' })
    expect(facilitator.settled).toHaveLength(1)
  })

  it('settles a pending payment from the outbox without any retry, and the retry then gets the stored answer', async () => {
    let clock = Date.now()
    const app = appWith({ facilitatorUrl: facilitator.url, now: () => clock })
    const pay = officialClient()(app)
    facilitator.settleMode = 'pending'
    expect((await pay('http://localhost/api/paid/thing?q=outbox')).status).toBe(202)
    facilitator.settleMode = 'ok'
    clock += 10_000
    expect(await app.runtime.payments!.settlements.tick()).toBe(1)
    expect(facilitator.settled).toHaveLength(1)
    const retry = await pay('http://localhost/api/paid/thing?q=outbox')
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect((await retry.json()).meta.settlement).toMatchObject({ status: 'settled', amount: '10000' })
    expect(facilitator.settled).toHaveLength(1)
  })

  it('gives a pending payment up once it can no longer move, and the retry gets the refusal: nothing charged', async () => {
    let clock = Date.now()
    const app = appWith({ facilitatorUrl: facilitator.url, now: () => clock })
    const pay = officialClient()(app)
    facilitator.settleMode = 'pending'
    expect((await pay('http://localhost/api/paid/thing?q=expired')).status).toBe(202)
    // An hour later the authorization (valid 60 s) has long expired and the facilitator still cannot say.
    clock += 3_600_000
    expect(await app.runtime.payments!.settlements.tick()).toBe(1)
    const retry = await pay('http://localhost/api/paid/thing?q=expired')
    expect(retry.status).toBe(402)
    expect(await retry.json()).toMatchObject({ code: 'SETTLEMENT_FAILED', reason: 'settlement_expired' })
    expect(facilitator.settled).toHaveLength(0)
  })
})

describe('payment-identifier: a settled call whose record cannot be closed', () => {
  it('answers 202 pending, not a failure it paid for; the outbox closes it and the retry gets the answer, settled once', async () => {
    let clock = Date.now()
    const folder = mkdtempSync(join(tmpdir(), 'x402-conclude-'))
    const embedded = createEmbeddedState({ dir: folder })
    // Made up for the test: the state store fails once, on the step that closes a settlement record (a disk or Redis hiccup).
    let failures = 1
    const state = new Proxy(embedded, {
      get(target, name, receiver) {
        if (name !== 'applyBatch') return Reflect.get(target, name, receiver)
        return (guards: Parameters<StateStore['applyBatch']>[0], writes: Parameters<StateStore['applyBatch']>[1]) => {
          if (failures > 0 && writes.some((write) => write.op === 'delete' && write.key.startsWith('pay:settlement:'))) {
            failures--
            return Promise.reject(new Error('state store unavailable'))
          }
          return target.applyBatch(guards, writes)
        }
      },
    })
    const app = appWith({ facilitatorUrl: facilitator.url, now: () => clock, state })
    const pay = officialClient()(app)
    const first = await pay('http://localhost/api/paid/thing?q=unclosed')
    expect(first.status).toBe(202)
    expect(await first.json()).toMatchObject({ code: 'SETTLEMENT_PENDING' })
    expect(facilitator.settled).toHaveLength(1)
    clock += 61_000
    expect(await app.runtime.payments!.settlements.tick()).toBe(1)
    const retry = await pay('http://localhost/api/paid/thing?q=unclosed')
    expect(retry.status).toBe(200)
    expect((await retry.json()).data.items[0].q).toBe('unclosed')
    expect(facilitator.settled).toHaveLength(1)
    rmSync(folder, { recursive: true, force: true })
  })
})

describe('payment-identifier: a call whose answer record cannot be moved to settling', () => {
  it('is settled and answered once its settlement is written ahead, not answered 500 and then charged by the outbox', async () => {
    let clock = Date.now()
    // Made up for the test: the state fails once, on the write that marks the identifier's answer as settling.
    let failures = 1
    const inner = createEmbeddedState()
    const state = new Proxy(inner, {
      get(target, name, receiver) {
        if (name !== 'compareAndSet') return Reflect.get(target, name, receiver)
        return (key: string, expected: unknown, value: unknown, options?: unknown) => {
          if (failures > 0 && key.startsWith('pay:answer:') && (value as { state?: string }).state === 'settling') {
            failures--
            return Promise.reject(new Error('state store unavailable'))
          }
          return target.compareAndSet(key, expected, value, options as never)
        }
      },
    }) as StateStore
    const app = appWith({ facilitatorUrl: facilitator.url, now: () => clock, state })
    const pay = officialClient()(app)
    const first = await pay('http://localhost/api/paid/thing?q=unmoved')
    const settledNow = facilitator.settled.length
    clock += 61_000
    await app.runtime.payments!.settlements.tick()
    // Whatever it answered, a call charged is a call answered with its result (a 500 charged later by the outbox is not).
    expect({ status: first.status, settledBeforeTheOutbox: settledNow, settled: facilitator.settled.length }).toEqual({ status: 200, settledBeforeTheOutbox: 1, settled: 1 })
    const retry = await pay('http://localhost/api/paid/thing?q=unmoved')
    expect(retry.status).toBe(200)
    expect(facilitator.settled).toHaveLength(1)
  })
})

describe('payment-identifier: a call whose settlement cannot be written ahead', () => {
  it('fails uncharged and frees its identifier and payment: the retry runs at once, not busy for minutes', async () => {
    // Made up for the test: the state fails once, on the write that records a settlement ahead of it.
    let failures = 1
    const inner = createEmbeddedState()
    const state = new Proxy(inner, {
      get(target, name, receiver) {
        if (name !== 'set') return Reflect.get(target, name, receiver)
        return (key: string, value: unknown, options?: unknown) => {
          if (failures > 0 && key.startsWith('pay:settlement:')) {
            failures--
            return Promise.reject(new Error('state store unavailable'))
          }
          return target.set(key, value, options as never)
        }
      },
    }) as StateStore
    const app = appWith({ facilitatorUrl: facilitator.url, state })
    const sent: string[] = []
    const pay = officialClient()({
      app: {
        fetch: (request: Request) => {
          const header = request.headers.get('payment-signature')
          if (header) sent.push(header)
          return app.app.fetch(request)
        },
      },
    })
    const first = await pay('http://localhost/api/paid/thing?q=unwritten')
    expect(first.status).toBe(500)
    expect(await first.text()).not.toContain('state store unavailable')
    expect(facilitator.settled).toHaveLength(0)
    // The same payment again (no identifier): given back, not "in use by another request".
    const again = await app.request('/api/paid/thing?q=unwritten', { headers: { 'payment-signature': sent[0]! } })
    expect(again.status).toBe(200)
    // The identifier now holds the answer that payment bought: a retry gets it, nothing more charged.
    const retry = await pay('http://localhost/api/paid/thing?q=unwritten')
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(facilitator.settled).toHaveLength(1)
  })
})

describe('payment-identifier: a refused settlement whose refusal cannot be recorded', () => {
  it('answers 202 pending, as the outbox that asks the rail again sees it: a call it charges later is answered, never a failure', async () => {
    let clock = Date.now()
    // Made up for the test: the state fails once, on the step that closes the settlement record as refused.
    let failures = 1
    const inner = createEmbeddedState()
    const state = new Proxy(inner, {
      get(target, name, receiver) {
        if (name !== 'applyBatch') return Reflect.get(target, name, receiver)
        return (guards: Parameters<StateStore['applyBatch']>[0], writes: Parameters<StateStore['applyBatch']>[1]) => {
          if (failures > 0 && writes.some((write) => write.op === 'delete' && write.key.startsWith('pay:settlement:'))) {
            failures--
            return Promise.reject(new Error('state store unavailable'))
          }
          return target.applyBatch(guards, writes)
        }
      },
    }) as StateStore
    const app = appWith({ facilitatorUrl: facilitator.url, now: () => clock, state })
    const pay = officialClient()(app)
    facilitator.settleMode = 'refuse'
    const first = await pay('http://localhost/api/paid/thing?q=refused')
    const body = await first.text()
    // The rail takes the payment when the outbox asks it again.
    facilitator.settleMode = 'ok'
    clock += 61_000
    await app.runtime.payments!.settlements.tick()
    expect({ status: first.status, settled: facilitator.settled.length }).toEqual({ status: 202, settled: 1 })
    expect(body).not.toContain('state store unavailable')
    const retry = await pay('http://localhost/api/paid/thing?q=refused')
    expect(retry.status).toBe(200)
    expect((await retry.json()).data.items[0].q).toBe('refused')
    expect(facilitator.settled).toHaveLength(1)
  })
})

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('x402-pid')
const describeWithRedis = await describeWith('redis')
describeWithRedis('payment-identifier across hosts on Redis', () => {
  const states: StateStore[] = []
  const redis = (prefix: string) => {
    const state = createRedisState({ url: testRedisUrl(), prefix })
    states.push(state)
    return state
  }
  afterAll(() => Promise.all(states.map((state) => state.close())))

  it('answers the retry on the other host from the answer stored by the first: one settlement', async () => {
    const prefix = run.prefix()
    const [a, b] = [appWith({ facilitatorUrl: facilitator.url, state: redis(prefix) }), appWith({ facilitatorUrl: facilitator.url, state: redis(prefix) })]
    const client = officialClient()
    const first = await client(a!)('http://localhost/api/paid/thing?q=hosts')
    expect(first.status).toBe(200)
    const retry = await client(b!)('http://localhost/api/paid/thing?q=hosts')
    expect(retry.status).toBe(200)
    expect(await retry.text()).toBe(await first.text())
    expect(facilitator.settled).toHaveLength(1)
  })

  /** A host process on Redis under `prefix`, its port once it listens, and its exit. */
  async function hostProcess(prefix: string) {
    const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/redis-host.ts'), facilitator.url, payTo, prefix])
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))
      child.once('exit', (code) => reject(new Error(`host process exited with ${code}`)))
    })
    return { child, exited, port }
  }

  it('applies the held writes of a call killed (SIGKILL) between settlement and answer once: the retry gets the answer, the count is one', async () => {
    const prefix = run.prefix()
    const { child, exited, port } = await hostProcess(prefix)
    try {
      facilitator.onSettle = async () => {
        child.kill('SIGKILL')
        await exited
      }
      const client = officialClient()
      const add = (host: Host) => client(host)('http://localhost/api/tally/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ note: 'once' }) })
      await expect(add({ url: `http://127.0.0.1:${port}` })).rejects.toThrow()
      expect(facilitator.settled).toHaveLength(1)
      facilitator.onSettle = undefined
      const state = redis(prefix)
      // Settled, but the dead host never applied the call's writes: they wait in its settlement record.
      expect(await state.get('tally:count')).toBeUndefined()
      const later = appWith({ facilitatorUrl: facilitator.url, state, plugins: [tallyPlugin], now: () => Date.now() + 120_000 })
      for (let retry = 0; retry < 2; retry++) {
        const response = await add(later)
        const body = await response.json()
        expect(response.status, JSON.stringify(body)).toBe(200)
        expect(body.data.items[0].n).toBe(1)
      }
      expect(await state.get('tally:count')).toBe(1)
      expect(await state.get('tally:note:1')).toBe('once')
      expect(facilitator.settled).toHaveLength(1)
    } finally {
      child.kill('SIGKILL')
    }
  }, 120_000)

  it('answers a call whose host was killed (SIGKILL) between settlement and answer, on retry, without a second settlement', async () => {
    const prefix = run.prefix()
    const { child, exited, port } = await hostProcess(prefix)
    try {
      // The facilitator settles, then the host dies before it can answer.
      facilitator.onSettle = async () => {
        child.kill('SIGKILL')
        await exited
      }
      const client = officialClient()
      await expect(client({ url: `http://127.0.0.1:${port}` })('http://localhost/api/paid/thing?q=killed')).rejects.toThrow()
      expect(facilitator.settled).toHaveLength(1)
      facilitator.onSettle = undefined
      // Another host, a minute later (the dead host's claim on the settlement has run out).
      const later = appWith({ facilitatorUrl: facilitator.url, state: redis(prefix), now: () => Date.now() + 120_000 })
      const retry = await client(later)('http://localhost/api/paid/thing?q=killed')
      const body = await retry.json()
      expect(retry.status, JSON.stringify(body)).toBe(200)
      expect(body.data.items[0].q).toBe('killed')
      expect(body.meta.settlement).toMatchObject({ status: 'settled', amount: '10000' })
      expect(facilitator.settled).toHaveLength(1)
    } finally {
      child.kill('SIGKILL')
    }
  }, 120_000)
})
