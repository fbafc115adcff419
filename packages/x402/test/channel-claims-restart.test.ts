import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Channels, createFacilitator, createX402Gate } from '../src/index.ts'
import { SINCE_CLAIM_KEYS } from '../src/channels/claims.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { channelPayer } from './_channel-client.ts'
import { paidPlugin, payTo } from './_setup.ts'

const PRICE = 10_000n
const URL_ = 'http://localhost/api/paid/thing'

let facilitator: ChannelFacilitator
let dir: string
beforeAll(async () => {
  facilitator = await channelFacilitator()
  dir = mkdtempSync(join(tmpdir(), 'svc-claims-restart-'))
})
afterAll(async () => {
  await facilitator.close()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * A host on its disk state in `folder`; while `claimsFail()` says so, the facilitator's answer to a
 * claim never arrives (the transport fails, as when it is unreachable at shutdown).
 */
function host(folder: string, claim: { vouchers: number; seconds: number }, claimsFail: () => boolean | Promise<boolean> = () => false) {
  const fetchThrough: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"type":"claim"') && (await claimsFail())) throw new TypeError('fetch failed')
    return fetch(input, init)
  }
  const channels = { enabled: true, claim: { ...claim, amountMicros: 10_000_000 }, depositCalls: 100, withdrawDelaySeconds: 86_400 }
  return createTestApp({
    plugins: [paidPlugin],
    state: createEmbeddedState({ dir: folder }),
    gate: (context) => createX402Gate({ state: context.state, network: 'testnet', payTo: { evm: payTo }, facilitator: createFacilitator({ url: facilitator.url, fetch: fetchThrough, timeoutMs: 2000 }), channels, log: () => {} }),
  })
}

async function channelsOf(app: ReturnType<typeof host>): Promise<Channels> {
  return (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
}

/** What the stand-in chain claimed of `channelId`, in how many claims. */
const claimedOf = (channelId: string) => {
  const claims = facilitator.ledger.claimed.filter((claim) => claim.channelId === channelId)
  return { amount: claims.reduce((sum, claim) => sum + claim.amount, 0n), claims: claims.length }
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (await check()) return true
  }
  return false
}

describe('x402 channel claims across a restart (state on disk)', () => {
  it('a claim that fails as the host stops is claimed by the next start, with no new payment, once', async () => {
    const folder = join(dir, 'failed')
    let failing = true
    const first = host(folder, { vouchers: 3, seconds: 3600 }, () => failing)
    const payer = channelPayer(facilitator)
    const send = (app: ReturnType<typeof host>) => async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    // A deposit and four vouchers: the policy (3) starts claims, each fails on every try.
    for (let i = 0; i < 5; i++) expect((await payer.pay(send(first), URL_)).status).toBe(200)
    const taking = await channelsOf(first)
    await taking.claims.idle()
    const [record] = await taking.list()
    const channelId = record!.channelId.toLowerCase()
    expect(record!.chargedCumulativeAmount).toBe(String(5n * PRICE))
    expect(record!.totalClaimed).toBe('0')
    expect((await taking.claims.figures()).claimFailures).toBeGreaterThan(0)
    await first.close()
    expect(claimedOf(channelId).amount).toBe(0n)

    // The next start, the facilitator reachable: what the records owe is claimed by the time trigger alone.
    failing = false
    const second = host(folder, { vouchers: 1000, seconds: 1 })
    try {
      const again = await channelsOf(second)
      const claimed = await until(async () => (await again.list())[0]?.totalClaimed === String(5n * PRICE), 8000)
      expect(claimed).toBe(true)
      await again.claims.idle()
      expect(claimedOf(channelId)).toEqual({ amount: 5n * PRICE, claims: 1 })
      expect((await again.claims.figures()).unclaimedMicros).toBe('0')
    } finally {
      await second.close()
    }
  }, 60_000)

  it('a claim records what it carried when a try after a failure claims vouchers paid meanwhile', async () => {
    let failures = 1
    let paidMeanwhile!: () => void
    const meanwhile = new Promise<void>((resolve) => {
      paidMeanwhile = resolve
    })
    // The claim's first try fails once the two vouchers after it are paid.
    const app = host(join(dir, 'retried'), { vouchers: 3, seconds: 3600 }, async () => failures-- > 0 && (await meanwhile, true))
    try {
      const payer = channelPayer(facilitator)
      const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
      // A deposit and two vouchers start a claim; its first try fails, two more vouchers are paid before the next.
      for (let i = 0; i < 3; i++) expect((await payer.pay(send, URL_)).status).toBe(200)
      for (let i = 0; i < 2; i++) expect((await payer.pay(send, URL_)).status).toBe(200)
      paidMeanwhile()
      const taking = await channelsOf(app)
      await taking.claims.idle()
      const [record] = await taking.list()
      const { amount } = claimedOf(record!.channelId.toLowerCase())
      expect(amount).toBe(5n * PRICE)
      const figures = await taking.claims.figures()
      expect(figures).toMatchObject({ claims: 1, claimedMicros: String(amount), unclaimedMicros: '0' })
      expect(figures.recentClaims[0]!.amountMicros).toBe(String(amount))
    } finally {
      await app.close()
    }
  }, 60_000)

  it('payments a killed process never counted in the state (below the policy, recorded on their channel) are claimed by the next start', async () => {
    const folder = join(dir, 'uncounted')
    const first = host(folder, { vouchers: 1000, seconds: 3600 })
    const payer = channelPayer(facilitator)
    for (let i = 0; i < 3; i++) expect((await payer.pay(async (url, init) => first.app.fetch(new Request(url, init)), URL_)).status).toBe(200)
    const [record] = await (await channelsOf(first)).list()
    const channelId = record!.channelId.toLowerCase()
    await first.close()
    // A process killed (SIGKILL) before its once-a-second flush leaves the records and no count of them.
    const left = createEmbeddedState({ dir: folder })
    for (const key of SINCE_CLAIM_KEYS) await left.delete(key)
    await left.close()

    const second = host(folder, { vouchers: 1000, seconds: 1 })
    try {
      const again = await channelsOf(second)
      const claimed = await until(async () => (await again.list())[0]?.totalClaimed === String(3n * PRICE), 8000)
      expect(claimed).toBe(true)
      await again.claims.idle()
      expect(claimedOf(channelId)).toEqual({ amount: 3n * PRICE, claims: 1 })
    } finally {
      await second.close()
    }
  }, 60_000)
})
