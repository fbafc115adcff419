import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveFixtures, type FixtureServer } from '@svc/core/testing'
import { aiPlugin } from '@svc/plugin-ai'
import { stubFacilitator, type StubFacilitator } from '@svc/x402/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startHost, type RunningHost } from '../../client/test/_host.ts'
import { svc } from './_cli.ts'

/** What an OpenAI-compatible provider answers to POST /v1/chat/completions: a chat.completion with its usage. */
const completion = (body: { model: string }) => ({
  id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
  object: 'chat.completion',
  created: 1741569952,
  model: body.model,
  choices: [{ index: 0, message: { role: 'assistant', content: 'Paris.', refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
  usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  service_tier: 'default',
  system_fingerprint: 'fp_06737a9306',
})

let provider: FixtureServer
let facilitator: StubFacilitator
let host: RunningHost
let env: Record<string, string>
let spendFile: string
const key = generatePrivateKey()

beforeAll(async () => {
  provider = await serveFixtures({ 'POST /v1/chat/completions': (request) => ({ status: 200, body: completion(JSON.parse(request.body)) }) })
  facilitator = await stubFacilitator({ upto: true })
  host = await startHost({
    facilitatorUrl: facilitator.url,
    plugins: [aiPlugin],
    config: {
      upstreams: { openai: { baseUrl: `${provider.url}/v1`, key: 'sk-test' } },
      // $0.01 per 1k prompt tokens, $0.04 per 1k completion tokens.
      settings: { ai: { models: { big: { provider: 'openai', upstreamModel: 'gpt-4o', inputPer1k: 0.01, outputPer1k: 0.04, context: 128000, maxOutput: 4096 } } } },
    },
  })
})
afterAll(async () => {
  await host.close()
  await facilitator.close()
  await provider.close()
})
beforeEach(() => {
  facilitator.reset()
  spendFile = join(mkdtempSync(join(tmpdir(), 'svc-upto-')), 'spend.json')
  env = { SVC_URL: host.url, SVC_PAYER_EVM_KEY: key, SVC_SPEND_FILE: spendFile }
})

const ask = ['call', 'ai.chat', 'model=big', 'messages:=[{"role":"user","content":"The capital of France?"}]', 'max_tokens=1000', '--pay', '--json']

describe('svc call --pay of ai.chat (billed up to its quote)', () => {
  it('signs a Permit2 permit for the quoted maximum and counts only the settled usage in the spend file', async () => {
    const run = await svc(ask, env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const { data, meta } = JSON.parse(run.stdout)
    expect(data).toMatchObject({ object: 'chat.completion', choices: [{ message: { content: 'Paris.' } }] })
    // 120 prompt tokens at $0.01/1k + 30 completion tokens at $0.04/1k = $0.0024.
    expect(meta).toMatchObject({ caller: 'paid', usage: { amount: '2400' }, settlement: { status: 'settled', amount: '2400', payer: privateKeyToAccount(key).address } })
    const authorized = BigInt(meta.authorized.amount)
    // The most it could cost: the prompt and 1000 completion tokens ($0.04), far more than was used.
    expect(authorized).toBeGreaterThan(40_000n)
    expect(facilitator.settled.map((settled) => [settled.paymentRequirements.scheme, settled.paymentRequirements.amount])).toEqual([['upto', '2400']])
    expect(facilitator.settled[0]!.paymentPayload.payload.permit2Authorization.permitted.amount).toBe(String(authorized))
    expect(JSON.parse(readFileSync(spendFile, 'utf8'))).toEqual([expect.objectContaining({ operation: 'ai.chat', amount: '2400', settled: true })])
    // Read by a person: what was charged, of the maximum signed for.
    const readable = await svc(ask.filter((arg) => arg !== '--json'), env)
    expect(readable.stdout.split('\n').at(-1)).toBe(`ai.chat: paid $0.0024 USDC (of $${meta.authorized.usd} authorized) on eip155:84532, tx 0x${'ab'.repeat(32)}`)
  })

  it('checks the daily limit against the maximum before signing, and against what was settled afterwards', async () => {
    // $0.05 a day: the first call's maximum (~$0.04) fits; it settles $0.0024, so the second fits too.
    const limited = { ...env, SVC_MAX_PER_DAY: '0.05' }
    expect((await svc(ask, limited)).code).toBe(0)
    expect((await svc(ask, limited)).code).toBe(0)
    expect(facilitator.settled).toHaveLength(2)
    const asked = facilitator.requests.length
    // Under $0.04 a day the maximum never fits, however little the call would use: refused unsigned.
    const refused = await svc(ask, { ...env, SVC_SPEND_FILE: join(mkdtempSync(join(tmpdir(), 'svc-upto-')), 'spend.json'), SVC_MAX_PER_DAY: '0.03' })
    expect(refused.code).toBe(1)
    expect(JSON.parse(refused.stdout)).toMatchObject({ code: 'PAYMENT_REFUSED', reason: 'max_per_day', error: expect.stringMatching(/^Paying \$0\.04\d* for ai\.chat would pass the daily limit of \$0\.03/) })
    expect(facilitator.requests.slice(asked).filter((request) => request.path !== '/supported')).toEqual([])
  })
})
