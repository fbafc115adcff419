import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, parseConfig, type StateStore } from '@svc/core'
import { x402Client } from '@x402/core/client'
import { BatchSettlementEvmScheme } from '@x402/evm/batch-settlement/client'
import { decodePaymentResponseHeader, wrapFetchWithPayment } from '@x402/fetch'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Channels, x402OptionsFromConfig } from '../src/index.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { channelPayer as voucherPayer } from './_channel-client.ts'
import { meteredHosts } from './_metered.ts'
import { x402Hosts, rail, tallyPlugin } from './_setup.ts'

const { appWith } = x402Hosts()
const { meteredApp } = meteredHosts()

let facilitator: ChannelFacilitator
beforeAll(async () => {
  facilitator = await channelFacilitator()
})
afterAll(() => facilitator.close())

const ADMIN = 'admin-token-0123456789'
const policy = { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }
const settings = { enabled: true, claim: policy, depositCalls: 150, withdrawDelaySeconds: 86_400 }

/** A payer with the official batch-settlement client (it deposits the 150 calls' worth the 402 asks, and tops up). */
function channelPayer(app: ReturnType<typeof appWith>) {
  const payer = privateKeyToAccount(generatePrivateKey())
  const scheme = new BatchSettlementEvmScheme(payer as never)
  const client = new x402Client().register(rail.network, scheme)
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => app.app.fetch(new Request(input, init))
  return { payer, scheme, fetchApp, fetch: wrapFetchWithPayment(fetchApp, client) }
}

async function channelsOf(app: ReturnType<typeof appWith>): Promise<Channels> {
  return (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!
}

describe('x402 batch-settlement channels with the official client', () => {
  let dir: string
  let state: StateStore
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'svc-channels-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('offers batch-settlement next to exact in the 402', async () => {
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings })
    const body = await (await app.request('/api/paid/thing')).json()
    expect(body.accepts.map((accept: { scheme: string }) => accept.scheme)).toEqual(['exact', 'batch-settlement'])
    expect(body.accepts[1]).toMatchObject({ network: rail.network, amount: '10000', extra: { receiverAuthorizer: facilitator.authorizer, withdrawDelay: 86_400 } })
    await app.close()
  })

  it('offers channels only to operations priced under the operator\'s cap (settings.x402.channels.maxPriceUsd)', async () => {
    const options = x402OptionsFromConfig(parseConfig({ settings: { x402: { channels: { maxPriceUsd: 0.005, claimEveryVouchers: 50 } } } }), { env: {} })
    expect(options.channels).toMatchObject({ enabled: true, maxPriceMicros: 5000, claim: { vouchers: 50, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 100 })
    expect(() => x402OptionsFromConfig(parseConfig({ settings: { x402: { channels: { claimEveryVouchers: 0 } } } }), { env: {} })).toThrow(/"settings.x402.channels.claimEveryVouchers"/)
    expect(x402OptionsFromConfig(parseConfig({}), { env: { SVC_CHANNELS: 'off' } }).channels?.enabled).toBe(false)
    const app = appWith({ facilitatorUrl: facilitator.url, channels: options.channels! })
    const schemes = async (path: string, init?: RequestInit) => ((await (await app.request(path, init)).json()).accepts as Array<{ scheme: string }>).map((accept) => accept.scheme)
    expect(await schemes('/api/paid/thing')).toEqual(['exact'])
    expect(await schemes('/api/paid/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'hi' }) })).toEqual(['exact', 'batch-settlement'])
    await app.close()
  })

  it('pays a call that changes stored data with exact only: no channel offer, and a voucher for it is refused before it runs', async () => {
    // Its own stand-in chain: the other tests read the shared one's ledger (first channel, refunds).
    const own = await channelFacilitator()
    const app = appWith({ facilitatorUrl: own.url, channels: settings, plugins: [tallyPlugin] })
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ note: 'one' }) }
    const offered = await (await app.request('/api/tally/add', post)).json()
    expect(offered.accepts.map((accept: { scheme: string }) => accept.scheme)).toEqual(['exact'])
    // A channel opened and paid by voucher on a read call; that voucher then sent to the writing call.
    const sent: string[] = []
    const recording = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const header = request.headers.get('payment-signature')
      if (header) sent.push(header)
      return app.app.fetch(request)
    }
    const client = new x402Client().register(rail.network, new BatchSettlementEvmScheme(privateKeyToAccount(generatePrivateKey()) as never))
    const pay = wrapFetchWithPayment(recording, client)
    expect((await pay('http://localhost/api/paid/thing?q=open')).status).toBe(200)
    expect((await pay('http://localhost/api/paid/thing?q=voucher')).status).toBe(200)
    const voucher = sent.at(-1)!
    expect(JSON.parse(Buffer.from(voucher, 'base64').toString()).payload.type).toBe('voucher')
    const refused = await app.app.fetch(new Request('http://localhost/api/tally/add', { ...post, headers: { ...post.headers, 'payment-signature': voucher } }))
    expect(refused.status).toBe(402)
    const body = await refused.json()
    expect(body.error).toContain('not offered with batch-settlement')
    expect(body.accepts.map((accept: { scheme: string }) => accept.scheme)).toEqual(['exact'])
    expect(await app.runtime.state.get('tally:count')).toBeUndefined()
    await app.close()
    await own.close()
  })

  it('opens a channel, pays 1,000 calls by voucher with no facilitator round trip, claims in batches, closes with the rest refunded', async () => {
    state = createEmbeddedState({ dir: join(dir, 'one') })
    const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, state, config: { adminToken: ADMIN } })
    const { fetch, scheme, fetchApp } = channelPayer(app)
    const asked = () => facilitator.requests.filter((request) => request.path === '/verify' || request.path === '/settle').length
    const first = await fetch('http://localhost/api/paid/thing?q=0')
    expect(first.status, await first.clone().text()).toBe(200)
    const before = asked()
    for (let i = 1; i < 1000; i++) {
      const response = await fetch(`http://localhost/api/paid/thing?q=${i}`)
      expect(response.status).toBe(200)
      expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true, amount: '10000' })
    }
    const channels = await channelsOf(app)
    await channels.claims.claim()
    // Voucher calls ask the facilitator nothing: only deposits (verify, settle), claims and their transfer to the pay-to address do.
    const figures = await channels.claims.figures()
    const sent = (name: string) => facilitator.ledger.transactions.filter((transaction) => transaction.functionName === name).length
    // At most one request per deposit, claim and transfer (fewer when a claim lost under load is sent again
    // in the same request): never one per voucher.
    expect(asked() - before).toBeLessThanOrEqual(2 * (sent('deposit') - 1) + sent('claimWithSignature') + sent('settle'))
    expect(asked() - before).toBeLessThan(100)
    expect(sent('claimWithSignature')).toBe(figures.claims)
    expect(figures).toMatchObject({ openChannels: 1, unclaimedMicros: '0', channelPayments: 1000, claimedMicros: '10000000' })
    expect(figures.claims).toBeGreaterThanOrEqual(9)
    expect(figures.claims).toBeLessThanOrEqual(11)
    const claimed = facilitator.ledger.claimed.reduce((sum, claim) => sum + claim.amount, 0n)
    expect(claimed).toBe(10_000_000n)
    // The operator sees the channel, the claims with their transactions, and the counts on /metrics.
    const stats = await (await app.request('/api/admin/stats', { headers: { authorization: `Bearer ${ADMIN}` } })).json()
    expect(stats.rails.x402.channels).toMatchObject({ openChannels: 1, unclaimedMicros: '0', channelPayments: 1000, claims: figures.claims })
    expect(stats.rails.x402.channels.recentClaims[0].transaction).toMatch(/^0x[0-9a-f]{64}$/)
    expect(stats.rails.x402.dashboard.title).toBe('x402 channels (batch-settlement)')
    const metrics = await (await app.request('/metrics', { headers: { authorization: `Bearer ${ADMIN}` } })).text()
    expect(metrics).toContain('\nsvc_x402_channel_payments_total 1000\n')
    expect(metrics).toContain(`\nsvc_x402_channel_claims_total ${figures.claims}\n`)
    // A claim whose answer was lost (a timeout on a loaded machine) is sent again: the escrow moves nothing twice.
  expect(facilitator.ledger.claimed.every((claim) => claim.amount > 0n)).toBe(true)
    // Cooperative close: the unused deposit goes back.
    const deposit = [...facilitator.ledger.channels.values()][0]!.balance
    const result = await scheme.refund('http://localhost/api/paid/thing', { fetch: fetchApp as typeof fetch })
    expect(result.success).toBe(true)
    expect(facilitator.ledger.refunded).toBe(deposit - 10_000_000n)
    expect((await channels.claims.figures()).openChannels).toBe(0)
    await app.close()
  }, 600_000)

  it('charges an up-to billed call its actual usage through the voucher, and the client follows', async () => {
    const app = meteredApp(facilitator.url, { channels: settings })
    const payer = voucherPayer(facilitator)
    const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
    let owed = 0n
    for (const pages of [1, 0, 5, 30, 2]) {
      const response = await payer.pay(send, `http://localhost/api/metered/ocr?pages=${pages}`)
      expect(response.status, await response.clone().text()).toBe(200)
      // 0.003 USDC a page, of a 0.09 maximum.
      expect(decodePaymentResponseHeader(response.headers.get('payment-response')!)).toMatchObject({ success: true, amount: String(pages * 3000) })
      // The answer's cost (and the receipt) is what the voucher charged, not the call's maximum.
      expect((await response.json()).meta.cost).toMatchObject({ amount: String(pages * 3000) })
      owed += BigInt(pages * 3000)
    }
    const [record] = await (await channelsOf(app)).list()
    expect(record!.chargedCumulativeAmount).toBe(String(owed))
    expect((await payer.storage.get(record!.channelId.toLowerCase()))?.chargedCumulativeAmount).toBe(String(owed))
    await app.close()
  }, 120_000)
})
