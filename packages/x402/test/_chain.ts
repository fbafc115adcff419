import { readFileSync } from 'node:fs'
import ganache from 'ganache'
import solc from 'solc'
import { createLocalFacilitator, type Facilitator } from '../src/index.ts'
import { type Abi, createPublicClient, createWalletClient, custom, defineChain, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { PERMIT2_ADDRESS, UPTO_PROXY_ADDRESS } from '../src/permit2.ts'
import { evmRail, type EvmRail } from '../src/rails.ts'

/**
 * An in-process EVM (ganache) on Base Sepolia's chain id with an EIP-3009 token deployed as
 * "USDC" version "2", and test stand-ins of Permit2 and x402's upto proxy placed at their
 * canonical addresses (where the official upto client's permits point).
 */
export interface TestChain {
  rail: EvmRail
  provider: ReturnType<typeof ganache.provider>
  /** Key of the account that deployed the token and pays settlement gas. */
  gasKey: Hex
  balanceOf(address: string): Promise<bigint>
  mint(to: string, value: bigint): Promise<void>
  /** The self-hosted facilitator settling on this chain with the gas key (fast polling). */
  facilitator(): Facilitator
  /** The payer's one-time approval of Permit2 on the token (the payer gets the gas for it). */
  approvePermit2(payer: PrivateKeyAccount, value: bigint): Promise<void>
  close(): Promise<void>
}

type Compiled = Record<string, { abi: Abi; bytecode: Hex }>

function compile(...files: string[]): Compiled {
  const sources = Object.fromEntries(files.map((file) => [file, { content: readFileSync(new URL(`./contracts/${file}`, import.meta.url), 'utf8') }]))
  // paris: ganache predates PUSH0.
  const input = { language: 'Solidity', sources, settings: { evmVersion: 'paris', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } } }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'))
  const contracts: Compiled = {}
  for (const file of files) {
    for (const [name, contract] of Object.entries(output.contracts[file] as Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>)) {
      contracts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return contracts
}

export async function startTestChain(): Promise<TestChain> {
  const base = evmRail('testnet')
  const gasKey = generatePrivateKey()
  const gas = privateKeyToAccount(gasKey)
  const provider = ganache.provider({
    logging: { quiet: true },
    chain: { chainId: base.chainId },
    wallet: { accounts: [{ secretKey: gasKey, balance: `0x${(10n ** 20n).toString(16)}` }] },
  })
  const chain = defineChain({ id: base.chainId, name: 'test', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
  const transport = custom(provider)
  const wallet = createWalletClient({ account: gas, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 20 })
  const contracts = compile('Eip3009Token.sol', 'UptoPermit2.sol')
  const deploy = async (name: string, args: readonly unknown[] = []) => {
    const { abi, bytecode } = contracts[name]!
    return (await client.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi, bytecode, args }) })).contractAddress!
  }
  const token = contracts.Eip3009Token!.abi
  const asset = await deploy('Eip3009Token', [base.domain.name, base.domain.version])
  // Neither keeps its own address in immutables, so their code runs the same at the canonical addresses.
  for (const [name, at] of [['TestPermit2', PERMIT2_ADDRESS], ['TestUptoProxy', UPTO_PROXY_ADDRESS]] as const) {
    const code = await client.getCode({ address: await deploy(name) })
    await provider.request({ method: 'evm_setAccountCode', params: [at, code!] })
  }
  return {
    rail: { ...base, asset },
    provider,
    gasKey,
    facilitator: () => createLocalFacilitator({ rail: { ...base, asset }, privateKey: gasKey, transport, pollingIntervalMs: 20, receiptTimeoutMs: 10_000 }),
    balanceOf: async (address) => (await client.readContract({ address: asset, abi: token, functionName: 'balanceOf', args: [address] })) as bigint,
    async mint(to, value) {
      await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: asset, abi: token, functionName: 'mint', args: [to, value] }) })
    },
    async approvePermit2(payer, value) {
      await provider.request({ method: 'evm_setAccountBalance', params: [payer.address, `0x${(10n ** 18n).toString(16)}`] })
      const own = createWalletClient({ account: payer, chain, transport })
      await client.waitForTransactionReceipt({ hash: await own.writeContract({ address: asset, abi: token, functionName: 'approve', args: [PERMIT2_ADDRESS, value] }) })
    },
    close: () => provider.disconnect(),
  }
}

/**
 * A fetch for the official client that, once the client pays, sends the signed request
 * `copies` times at once, alternating hosts; `statuses` collects every answer's status.
 */
export function stormFetch(hosts: Array<{ app: { fetch(request: Request): Response | Promise<Response> } }>, copies: number) {
  const statuses: number[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    if (!request.headers.has('payment-signature')) return hosts[0]!.app.fetch(request)
    const body = await request.text()
    const answers = await Promise.all(Array.from({ length: copies }, (_, i) => hosts[i % hosts.length]!.app.fetch(new Request(request.url, { method: 'POST', headers: request.headers, body }))))
    statuses.push(...answers.map((answer) => answer.status))
    return answers.find((answer) => answer.status === 200) ?? answers[0]!
  }
  return { statuses, fetch }
}
