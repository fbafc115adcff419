import { PERMIT2_ADDRESS } from './permit2.ts'

/** What a payer can pay on an EVM rail, read from the chain: USDC balance and, for `upto`, Permit2's allowance. */
export interface BalanceReader {
  /** Atomic units the payer can pay now with `scheme` (the balance; for `upto` the lesser of balance and allowance to Permit2). */
  spendable(asset: string, payer: string, scheme: 'exact' | 'upto'): Promise<bigint>
}

const word = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0')

/**
 * Reads balances through an Ethereum JSON-RPC endpoint (`eth_call` of the token's `balanceOf` and
 * `allowance`), with no client library: two small requests at most per read.
 */
export function rpcBalances(rpcUrl: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): BalanceReader {
  const fetchImpl = options.fetch ?? fetch
  let id = 0
  async function call(to: string, data: string): Promise<bigint> {
    const response = await fetchImpl(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'eth_call', params: [{ to, data }, 'latest'] }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    })
    const json = (await response.json()) as { result?: string; error?: { message?: string } }
    if (typeof json.result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(json.result)) throw new Error(`eth_call failed: ${json.error?.message ?? `HTTP ${response.status}`}`)
    return json.result === '0x' ? 0n : BigInt(json.result)
  }
  return {
    async spendable(asset, payer, scheme) {
      const balance = call(asset, `0x70a08231${word(payer)}`)
      if (scheme === 'exact') return balance
      const [held, allowed] = await Promise.all([balance, call(asset, `0xdd62ed3e${word(payer)}${word(PERMIT2_ADDRESS)}`)])
      // biome-ignore lint/complexity/useMathMinMax: bigint operands
      return held < allowed ? held : allowed
    },
  }
}
