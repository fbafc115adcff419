import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { createRedisState } from '@svc/state-redis'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channels } from '../src/index.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { channelPayer } from './_channel-client.ts'
import { x402Hosts, payTo } from './_setup.ts'
import { redisRun } from './_redis-run.ts'

const { appWith } = x402Hosts()

const PRICE = 10_000n
const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 100, withdrawDelaySeconds: 86_400 }
const URL_ = 'http://localhost/api/paid/thing'

let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

async function channelsOf(app: ReturnType<typeof appWith>): Promise<Channels> {
  return (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
}

/** A host process with channels, its state at `where` (`disk:<dir>` or `redis:<prefix>`). */
async function hostProcess(where: string) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/channel-host.ts'), facilitator.url, payTo, where])
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))
    child.once('exit', (code) => reject(new Error(`host process exited with ${code}`)))
  })
  const send = (url: string, init?: RequestInit) => fetch(url.replace('http://localhost', `http://127.0.0.1:${port}`), init)
  return { child, exited, send }
}

type Payer = ReturnType<typeof channelPayer>

/** Every payer pays calls one after the other until `until` says stop or the host is gone; counts the answered ones. */
async function load(payers: Payer[], answered: number[], send: (url: string, init?: RequestInit) => Promise<Response>, until: () => boolean) {
  await Promise.all(payers.map(async (payer, i) => {
    while (!until()) {
      try {
        const response = await payer.pay(send, URL_)
        if (response.status === 200) answered[i]!++
        else throw new Error(`unexpected ${response.status}: ${await response.text()}`)
      } catch (error) {
        if (/fetch failed|ECONNRESET|ECONNREFUSED|socket/i.test(String((error as Error).cause ?? error))) return
        throw error
      }
    }
  }))
}

/** What the host's records say each payer owes, what the client's own record says, and the chain's claims. */
async function audit(state: StateStore, payers: Payer[], answered: number[], inFlightAtKill: number) {
  const app = appWith({ facilitatorUrl: facilitator.url, state, channels: settings })
  const channels = await channelsOf(app)
  await channels.claims.claim()
  const records = await channels.list()
  expect(records).toHaveLength(payers.length)
  let owed = 0n
  for (const [i, payer] of payers.entries()) {
    const record = records.find((channel) => channel.channelConfig.payer.toLowerCase() === payer.account.address.toLowerCase())!
    const charged = BigInt(record.chargedCumulativeAmount)
    // Every answered call is charged (nothing lost); at most the calls in flight at the kill are charged besides.
    expect(charged >= BigInt(answered[i]!) * PRICE).toBe(true)
    expect(charged <= BigInt(answered[i]! + inFlightAtKill) * PRICE).toBe(true)
    // The client ends agreeing with the host (it recovered from the host's record where an answer was lost).
    expect((await payer.storage.get(record.channelId.toLowerCase()))?.chargedCumulativeAmount).toBe(record.chargedCumulativeAmount)
    // Everything owed was claimed, once.
    expect(record.totalClaimed).toBe(record.chargedCumulativeAmount)
    owed += charged
  }
  const claimed = facilitator.ledger.claimed.filter((claim) => records.some((record) => record.channelId.toLowerCase() === claim.channelId)).reduce((sum, claim) => sum + claim.amount, 0n)
  expect(claimed).toBe(owed)
  // A claim whose answer was lost (a timeout on a loaded machine) is sent again: the escrow moves nothing twice.
  expect(facilitator.ledger.claimed.every((claim) => claim.amount > 0n)).toBe(true)
  await app.close()
}

describe('batch-settlement channels when the host is killed', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'svc-channels-kill-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('loses no claimable amount and charges nothing twice when killed (SIGKILL) mid-load on its disk state', async () => {
    const payers = Array.from({ length: 4 }, () => channelPayer(facilitator))
    const answered = payers.map(() => 0)
    const total = () => answered.reduce((sum, n) => sum + n, 0)
    const first = await hostProcess(`disk:${dir}`)
    let killed = false
    try {
      await load(payers, answered, first.send, () => {
        if (!killed && total() >= 150) {
          killed = true
          first.child.kill('SIGKILL')
        }
        return false
      })
      await first.exited
      // The same disk, a new process: the payers go on with their channels.
      const second = await hostProcess(`disk:${dir}`)
      await load(payers, answered, second.send, () => total() >= 300)
      second.child.kill('SIGTERM')
      await second.exited
      await audit(createEmbeddedState({ dir }), payers, answered, 1)
    } finally {
      first.child.kill('SIGKILL')
    }
  }, 600_000)
})

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('x402-channels')
const describeWithRedis = await describeWith('redis')
describeWithRedis('batch-settlement channels on two hosts sharing Redis', () => {
  it('share one channel: calls alternate between the hosts, a voucher replayed on the other host is refused, every call is charged once and claimed once', async () => {
    const prefix = run.prefix()
    const hosts = [0, 1].map(() => appWith({ facilitatorUrl: facilitator.url, state: createRedisState({ url: testRedisUrl(), prefix }), channels: settings }))
    try {
      const payer = channelPayer(facilitator)
      const send = (i: number) => async (url: string, init?: RequestInit) => hosts[i % 2]!.app.fetch(new Request(url, init))
      let answered = 0
      for (let i = 0; i < 300; i++) {
        const response = await payer.pay(send(i), URL_)
        expect(response.status, await response.clone().text()).toBe(200)
        answered++
      }
      // A voucher answered on one host, sent again to the other: refused, not charged again.
      const captured: string[] = []
      await payer.pay(async (url, init) => {
        captured.push(new Headers(init?.headers).get('payment-signature') ?? '')
        return send(0)(url, init)
      }, URL_)
      answered++
      const replay = await hosts[1]!.request('/api/paid/thing', { headers: { 'payment-signature': captured.at(-1)! } })
      expect(replay.status).toBe(402)
      // The next voucher sent to both hosts at once, six times: one call is paid and answered, the copies refused.
      const [next] = await payer.signAhead(URL_, 1)
      const raced = await Promise.all(Array.from({ length: 6 }, (_, i) => hosts[i % 2]!.request('/api/paid/thing', { headers: { 'payment-signature': next! } })))
      expect(raced.map((response) => response.status).filter((status) => status === 200)).toHaveLength(1)
      answered++
      // Both hosts try to claim at once: one claims (a lease in Redis), the other finds nothing left.
      const [a, b] = await Promise.all(hosts.map(channelsOf))
      await Promise.all([a!.claims.claim(), b!.claims.claim()])
      await a!.claims.claim()
      const [record] = await a!.list()
      expect(record!.chargedCumulativeAmount).toBe(String(BigInt(answered) * PRICE))
      expect(record!.totalClaimed).toBe(record!.chargedCumulativeAmount)
      const claimed = facilitator.ledger.claimed.filter((claim) => claim.channelId === record!.channelId.toLowerCase()).reduce((sum, claim) => sum + claim.amount, 0n)
      expect(claimed).toBe(BigInt(answered) * PRICE)
      // A claim whose answer was lost (a timeout on a loaded machine) is sent again: the escrow moves nothing twice.
  expect(facilitator.ledger.claimed.every((claim) => claim.amount > 0n)).toBe(true)
      const figures = await b!.claims.figures()
      expect(figures).toMatchObject({ channelPayments: answered, unclaimedMicros: '0' })
    } finally {
      await Promise.all(hosts.map((host) => host.close()))
    }
  }, 600_000)
})
