import { createServer, type AddressInfo } from 'node:net'
import { describe, it } from 'vitest'
import { serveProcess } from './_serve-process.ts'

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

// Each test starts `svc serve` from the sources through tsx, which takes seconds on a loaded machine;
// each its own process, port and data folder, so they run at once (asserting with their own `expect`).
describe('what svc serve says at start', { timeout: 120_000, concurrent: true }, () => {
  it('names the address it is bound to, and warns that /metrics is open to other machines without an admin token', async ({ expect }) => {
    const run = await serveProcess({})
    try {
      expect(run.code).toBeNull()
      const port = /:(\d+) /.exec(run.stdout[0]!)![1]
      expect(run.stdout[0]).toContain(`svc listening on http://0.0.0.0:${port} (every interface; from this machine http://127.0.0.1:${port})`)
      expect(run.stdout).toContain('warning: other machines can reach this host (0.0.0.0) and no admin token is set, so /metrics (calls, revenue, payers) is open to them: set SVC_ADMIN_TOKEN (16 characters or more) to put it behind a token, or bind 127.0.0.1 (SVC_HOST or --host)')
      expect(run.stdout.at(-1)).toBe(`try: curl 'http://127.0.0.1:${port}/api/directory'`)
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
    } finally {
      await run.stop()
    }
  })

  it('does not warn with an admin token, nor on loopback', async ({ expect }) => {
    for (const env of [{ SVC_ADMIN_TOKEN: 'a-token-of-16-chars-or-more' }, { SVC_HOST: '127.0.0.1' }] as Array<Record<string, string>>) {
      const run = await serveProcess(env)
      try {
        expect(run.code).toBeNull()
        expect(run.stdout.filter((line) => line.startsWith('warning:'))).toEqual([])
        if (env.SVC_HOST) expect(run.stdout[0]).toMatch(/^svc listening on http:\/\/127\.0\.0\.1:\d+ with /)
      } finally {
        await run.stop()
      }
    }
  })

  it('stops with one line naming SVC_REDIS_URL and the address when Redis cannot be reached', async ({ expect }) => {
    const port = await closedPort()
    const run = await serveProcess({ SVC_REDIS_URL: `redis://127.0.0.1:${port}/15` })
    await run.stop()
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(`error: Cannot reach Redis at 127.0.0.1:${port}/15 (redisUrl / SVC_REDIS_URL): ECONNREFUSED\n`)
  })

  it('stops naming an operation id in the configured prices that no installed plugin serves', async ({ expect }) => {
    const run = await serveProcess({ SVC_PRICES: '{"convert.unit": 0.002, "convert.unitz": 0.5}' })
    await run.stop()
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('Invalid configuration: "prices" names convert.unitz, which no installed plugin serves (convert has convert.currency, convert.unit); remove it or install the plugin\n')
  })

  it('says exactly what to set to take payments: a pay-to address, then a facilitator', async ({ expect }) => {
    const none = await serveProcess({})
    await none.stop()
    expect(none.stdout).toContainEqual(expect.stringMatching(/^state: embedded in .*; payments: none yet \(trial and free operations work\)$/))
    expect(none.stdout).toContain('to take payments, set SVC_PAY_TO_EVM (your USDC address on Base) and/or SVC_PAY_TO_SOLANA (on Solana); to try payments on the test networks first: svc serve --testnet')
    const payoutOnly = await serveProcess({ SVC_PAY_TO_EVM: '0x1111111111111111111111111111111111111111' })
    await payoutOnly.stop()
    expect(payoutOnly.stdout).toContain('to take payments, set SVC_FACILITATOR_URL to a facilitator service that settles on Base and Solana, or SVC_LOCAL_FACILITATOR_RPC_URL and SVC_LOCAL_FACILITATOR_PRIVATE_KEY to settle EVM payments from this host (docs/operating.md, Payments); to try payments on the test networks first: svc serve --testnet')
  })

  it('serve --testnet takes test USDC on Base Sepolia through x402.org\'s public facilitator', async ({ expect }) => {
    const run = await serveProcess({ SVC_PAY_TO_EVM: '0x1111111111111111111111111111111111111111', SVC_HOST: '127.0.0.1' }, ['--testnet'])
    try {
      expect(run.stdout).toContainEqual(expect.stringContaining('payments: x402 v2 via https://x402.org/facilitator on EVM eip155:84532'))
      expect(run.stdout.filter((line) => line.startsWith('to take payments'))).toEqual([])
      const url = /listening on (\S+)/.exec(run.stdout[0]!)![1]
      const quote = await (await fetch(`${url}/api/convert/unit?value=1&from=mi&to=km`)).json()
      expect(quote.accepts).toEqual([expect.objectContaining({ scheme: 'exact', network: 'eip155:84532', asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', payTo: '0x1111111111111111111111111111111111111111' })])
    } finally {
      await run.stop()
    }
    const conflict = await serveProcess({ SVC_NETWORK: 'mainnet' }, ['--testnet'])
    expect(conflict.code).toBe(2)
    expect(conflict.stderr).toContain('--testnet and SVC_NETWORK=mainnet disagree')
  })
})
