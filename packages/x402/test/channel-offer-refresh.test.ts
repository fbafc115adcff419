import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import type { Channels } from '../src/index.ts'
import { channelPayer } from './_channel-client.ts'
import { channelFacilitator, type ChannelFacilitator } from './_channel-facilitator.ts'
import { x402Hosts } from './_setup.ts'

const { appWith } = x402Hosts()

const settings = { enabled: true, claim: { vouchers: 100, seconds: 3600, amountMicros: 10_000_000 }, depositCalls: 150, withdrawDelaySeconds: 86_400 }
/** How long the host uses an answer of `/supported` (the gate's default, 5 min). */
const PERIOD = 5 * 60_000
const URL = 'http://localhost/api/paid/thing'

/**
 * What the facilitator's `/supported` may say of batch-settlement: the official answer, another
 * receiver authorizer (a rotated key), the kind on another network only, or no such kind at all.
 */
type Supported = 'official' | 'rotated' | 'moved' | 'withdrawn'
const ROTATED = privateKeyToAccount(generatePrivateKey()).address

function reconfigured(official: { kinds: Array<Record<string, any>> }, now: Supported) {
  const kinds = official.kinds.flatMap((kind) => {
    if (kind.scheme !== 'batch-settlement' || now === 'official') return [kind]
    if (now === 'withdrawn') return []
    if (now === 'moved') return [{ ...kind, network: 'eip155:1' }]
    return [{ ...kind, extra: { ...kind.extra, receiverAuthorizer: ROTATED } }]
  })
  return { ...official, kinds }
}

const opened: Array<{ close(): unknown }> = []
afterEach(async () => {
  for (const one of opened.splice(0)) await one.close()
})

/** A host with channels on the gate's clock (a test moves it), before a facilitator whose `/supported` a test changes. */
async function hostOf(refreshMs?: number) {
  let supported: Supported = 'official'
  let clock = Date.now()
  const facilitator: ChannelFacilitator = await channelFacilitator({ supported: (official) => reconfigured(official, supported) })
  const app = appWith({ facilitatorUrl: facilitator.url, channels: settings, gateNow: () => clock, ...(refreshMs ? { supportedRefreshMs: refreshMs } : {}) })
  opened.push(facilitator, app)
  const send = async (url: string, init?: RequestInit) => app.app.fetch(new Request(url, init))
  return {
    facilitator,
    app,
    send,
    change: (now: Supported) => {
      supported = now
    },
    pass: (ms: number) => {
      clock += ms
    },
    /** How many times the host asked `/supported`. */
    asked: () => facilitator.requestsTo('GET /supported').length,
    /** The batch-settlement entry of a 402's `accepts`, if any. */
    async channelOffer(): Promise<Record<string, any> | undefined> {
      const body = await (await app.request('/api/paid/thing')).json()
      return (body.accepts as Array<Record<string, any>>).find((accept) => accept.scheme === 'batch-settlement')
    },
    /** A payer with a channel open on this host (a deposit, then a voucher), each answered 200. */
    async openChannel() {
      const payer = channelPayer(facilitator)
      for (const q of ['open', 'voucher']) expect((await payer.pay(send, `${URL}?q=${q}`)).status).toBe(200)
      return payer
    },
    channels: async (): Promise<Channels> => (await (app.runtime.gate.rails[0] as unknown as { channels: () => Promise<Channels | undefined> }).channels())!,
    async charged(): Promise<string | undefined> {
      return (await (await this.channels()).list())[0]?.chargedCumulativeAmount
    },
  }
}

describe('x402 batch-settlement: the offer follows the facilitator\'s /supported', () => {
  it('offers what /supported answers after the cache period on the host\'s clock: another authorizer, no kind on this network, the kind back', async () => {
    const host = await hostOf()
    expect((await host.channelOffer())?.extra.receiverAuthorizer).toBe(host.facilitator.authorizer)
    host.change('rotated')
    host.pass(PERIOD + 1000)
    expect((await host.channelOffer())?.extra.receiverAuthorizer).toBe(ROTATED)
    host.change('moved')
    host.pass(PERIOD + 1000)
    expect(await host.channelOffer()).toBeUndefined()
    host.change('official')
    host.pass(PERIOD + 1000)
    expect((await host.channelOffer())?.extra.receiverAuthorizer).toBe(host.facilitator.authorizer)
  }, 60_000)

  it('follows the gate\'s refresh setting (supportedRefreshMs), not a period of its own', async () => {
    const host = await hostOf(60_000)
    const payer = await host.openChannel()
    const [voucher] = await payer.signAhead(URL, 1)
    host.change('withdrawn')
    host.pass(61_000)
    expect(await host.channelOffer()).toBeUndefined()
    expect((await host.send(`${URL}?q=withdrawn`, { headers: { 'payment-signature': voucher! } })).status).toBe(402)
  }, 60_000)

  it('pays vouchers by the new answer: refused while the kind is withdrawn, taken again once it is back', async () => {
    const host = await hostOf()
    const payer = await host.openChannel()
    const charged = await host.charged()
    const [voucher] = await payer.signAhead(URL, 1)
    host.change('withdrawn')
    host.pass(PERIOD + 1000)
    const refused = await host.send(`${URL}?q=withdrawn`, { headers: { 'payment-signature': voucher! } })
    expect(refused.status).toBe(402)
    expect(await refused.json()).toMatchObject({ reason: 'unsupported_scheme' })
    host.change('official')
    host.pass(PERIOD + 1000)
    const taken = await host.send(`${URL}?q=back`, { headers: { 'payment-signature': voucher! } })
    expect(taken.status, await taken.clone().text()).toBe(200)
    expect(BigInt((await host.charged())!)).toBe(BigInt(charged!) + 10_000n)
  }, 60_000)

  it('uses the cached answer within the cache period: /supported is not asked again, the offer and vouchers stay as they were', async () => {
    const host = await hostOf()
    const payer = await host.openChannel()
    const asked = host.asked()
    expect(asked).toBeGreaterThan(0)
    // The offer built from the cached kind: the same one until the kind is asked again.
    const channels = await host.channels()
    const cached = await channels.offer(10_000)
    host.change('rotated')
    for (const elapsed of [1000, 60_000, PERIOD - 62_000]) {
      host.pass(elapsed)
      expect((await host.channelOffer())?.extra.receiverAuthorizer).toBe(host.facilitator.authorizer)
      expect((await payer.pay(host.send, `${URL}?q=${elapsed}`)).status).toBe(200)
      expect(await channels.offer(10_000)).toBe(cached)
    }
    expect(host.asked()).toBe(asked)
    // Past the period, it is asked once more, and the offer is the new answer's.
    host.pass(2000)
    expect((await host.channelOffer())?.extra.receiverAuthorizer).toBe(ROTATED)
    expect(await channels.offer(10_000)).not.toBe(cached)
    expect(host.asked()).toBe(asked + 1)
  }, 60_000)

  it('refuses a voucher once its kind is withdrawn, after the fast path took the stale offer\'s vouchers, and charges nothing', async () => {
    const host = await hostOf()
    const payer = await host.openChannel()
    // A few vouchers on the fast path (the offer known without a promise).
    for (let i = 0; i < 3; i++) expect((await payer.pay(host.send, `${URL}?q=fast${i}`)).status).toBe(200)
    const charged = await host.charged()
    const [voucher] = await payer.signAhead(URL, 1)
    host.change('moved')
    host.pass(PERIOD + 1000)
    const refused = await host.send(`${URL}?q=stale`, { headers: { 'payment-signature': voucher! } })
    expect(refused.status).toBe(402)
    const body = await refused.json()
    expect(body).toMatchObject({ reason: 'unsupported_scheme' })
    expect(body.accepts.map((accept: { scheme: string }) => accept.scheme)).toEqual(['exact'])
    expect(await host.charged()).toBe(charged)
  }, 60_000)
})
