import { mkdtempSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, type StateStore } from '@svc/core'
import { createRedisState } from '@svc/state-redis'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startHost, type RunningHost } from '../../client/test/_host.ts'
import { channelFacilitator, type ChannelFacilitator } from '../../x402/test/_channel-facilitator.ts'
import { svc } from './_cli.ts'

// Each `svc` run is its own command, as in a shell: what one opens, the next finds in the channel file.
const describeWithRedis = await describeWith('redis')
const backends: Array<[string, () => StateStore, typeof describe | typeof describeWithRedis]> = [
  ['disk', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-cli-channels-')) }), describe],
  ['Redis', () => createRedisState({ url: testRedisUrl(), prefix: `cli-channels-${crypto.randomUUID()}:` }), describeWithRedis],
]

// demo.echo costs $0.01; the host asks a deposit of 20 calls: $0.20.
const channels = { claimEveryVouchers: 100, depositCalls: 20 }

for (const [name, makeState, describeOn] of backends) {
  describeOn(`svc channels with the host's state on ${name}`, () => {
    let facilitator: ChannelFacilitator
    let host: RunningHost
    let state: StateStore
    let env: Record<string, string>
    let file: string
    const key = generatePrivateKey()
    const payer = privateKeyToAccount(key).address.toLowerCase()

    beforeAll(async () => {
      facilitator = await channelFacilitator()
      state = makeState()
      host = await startHost({ facilitatorUrl: facilitator.url, state, config: { settings: { x402: { channels } } } })
    })
    afterAll(async () => {
      await host.close()
      await facilitator.close()
    })
    let dir: string
    beforeAll(() => {
      // One channel file for the file's tests, as one user's: the channel closed by one is opened again by the next.
      dir = mkdtempSync(join(tmpdir(), 'svc-cli-'))
    })
    beforeEach(() => {
      file = join(dir, 'channels.json')
      env = { SVC_URL: host.url, SVC_PAYER_EVM_KEY: key, SVC_SPEND_FILE: join(dir, 'spend.json'), SVC_CHANNELS_FILE: file, SVC_MAX_CHANNEL_DEPOSIT: '1' }
    })
    const deposits = () => facilitator.ledger.transactions.filter((transaction) => transaction.functionName === 'deposit').length

    it('two commands pay from one channel; `svc channels` shows what the host says; close refunds it and forgets it', async () => {
      const before = deposits()
      const first = await svc(['call', 'demo.echo', 'word=one', '--pay', '--json'], env)
      expect(first.stderr).toBe('')
      expect(JSON.parse(first.stdout).meta).toMatchObject({ caller: 'paid', cost: { amount: '10000' } })
      // The second command: no deposit cap needed to go on with the channel the first opened.
      const second = await svc(['call', 'demo.echo', 'word=two', '--pay', '--json'], { ...env, SVC_MAX_CHANNEL_DEPOSIT: undefined })
      expect(JSON.parse(second.stdout).data.items).toEqual([{ word: 'two', caller: 'paid' }])
      expect(deposits() - before).toBe(1)
      expect(statSync(file).mode & 0o777).toBe(0o600)

      const listed = await svc(['channels', '--json'], env)
      expect(listed.code).toBe(0)
      const [channel] = JSON.parse(listed.stdout).channels
      expect(channel).toMatchObject({ host: host.url, payer, depositUsd: '0.2', chargedUsd: '0.02', remainingUsd: '0.18' })
      // The host's own record of the channel says the same.
      const onHost = await state.get<{ balance: string; chargedCumulativeAmount: string }>(`x402:channel:${channel.channelId}`)
      expect(onHost).toMatchObject({ balance: '200000', chargedCumulativeAmount: '20000' })
      const readable = await svc(['channels'], env)
      expect(readable.stdout.split('\n')[0]).toMatch(/^host\s+payer\s+deposit\s+spent\s+remaining\s+opened\s+channel$/)
      expect(readable.stdout).toContain(`${host.url}  ${payer}  $0.2     $0.02  $0.18`)

      const refundedBefore = facilitator.ledger.refunded
      const closed = await svc(['channels', 'close'], env)
      expect(closed.stderr).toBe('')
      expect(closed.stdout).toBe(`${host.url} ${channel.channelId}: closed, $0.18 refunded`)
      expect(closed.code).toBe(0)
      expect(facilitator.ledger.refunded - refundedBefore).toBe(180_000n)
      // What stays is the closed channel's claimed total (a later deposit's vouchers count on from it), not an open channel.
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual([expect.objectContaining({ channelId: channel.channelId, closedAt: expect.any(Number) })])
      expect((await svc(['channels'], env)).stdout).toMatch(/^No open channel/)
    })

    it('close without --all leaves the channels with other hosts; --all closes them too', async () => {
      const opened = await svc(['call', 'demo.echo', 'word=x', '--pay'], env)
      expect(opened.stderr).toBe('')
      const elsewhere = await svc(['channels', 'close', '--json'], { ...env, SVC_URL: 'http://127.0.0.1:9' })
      expect(JSON.parse(elsewhere.stdout)).toEqual({ closed: [] })
      const all = await svc(['channels', 'close', '--all', '--json'], { ...env, SVC_URL: 'http://127.0.0.1:9' })
      expect(JSON.parse(all.stdout).closed).toEqual([expect.objectContaining({ host: host.url, refunded: true, refundedUsd: '0.19' })])
      expect((await svc(['channels', '--json'], env)).stdout).toBe(JSON.stringify({ channels: [] }, null, 2))
    })

    it('`svc receipts` shows the wallet its paid calls, as the host recorded them', async () => {
      await svc(['call', 'demo.echo', 'word=r', '--pay'], env)
      const run = await svc(['receipts', '--json', '--limit', '1'], env)
      expect(run.stderr).toBe('')
      const answer = JSON.parse(run.stdout)
      expect(answer).toMatchObject({ payer: privateKeyToAccount(key).address, count: 1, receipts: [{ operation: 'demo.echo', amount: '10000', channel: expect.stringMatching(/^0x[0-9a-f]{64}$/) }] })
      const readable = await svc(['receipts'], env)
      expect(readable.stdout.split('\n')[0]).toMatch(/^at\s+operation\s+amount\s+network\s+transaction or channel$/)
      expect(readable.stdout).toMatch(/paid calls? of 0x/)
      // Another wallet signs in and sees none of them.
      const other = await svc(['receipts', '--json'], { ...env, SVC_PAYER_EVM_KEY: generatePrivateKey() })
      expect(JSON.parse(other.stdout)).toMatchObject({ count: 0, receipts: [] })
      expect((await svc(['receipts', '--limit', '0'], env)).code).toBe(2)
      await svc(['channels', 'close'], env)
    })

    it('close needs the key that signs the refund', async () => {
      const run = await svc(['channels', 'close'], { SVC_CHANNELS_FILE: file })
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/SVC_PAYER_EVM_KEY/)
    })
  })
}
