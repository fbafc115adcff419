import { readFileSync } from 'node:fs'
import ganache from 'ganache'
import solc from 'solc'
import { type Abi, createPublicClient, createWalletClient, custom, defineChain, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { evmRail, type EvmRail } from '../src/rails.ts'

/** An in-process EVM (ganache) with an EIP-3009 token deployed as "USDC" version "2", on Base Sepolia's chain id. */
export interface TestChain {
  rail: EvmRail
  provider: ReturnType<typeof ganache.provider>
  /** Key of the account that deployed the token and pays settlement gas. */
  gasKey: Hex
  balanceOf(address: string): Promise<bigint>
  mint(to: string, value: bigint): Promise<void>
  close(): Promise<void>
}

function compileToken(): { abi: Abi; bytecode: Hex } {
  const source = readFileSync(new URL('./contracts/Eip3009Token.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'Eip3009Token.sol': { content: source } },
    // paris: ganache predates PUSH0.
    settings: { evmVersion: 'paris', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'))
  const contract = output.contracts['Eip3009Token.sol'].Eip3009Token
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
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
  const { abi, bytecode } = compileToken()
  const deployed = await client.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi, bytecode, args: [base.domain.name, base.domain.version] }) })
  const asset = deployed.contractAddress!
  return {
    rail: { ...base, asset },
    provider,
    gasKey,
    balanceOf: async (address) => (await client.readContract({ address: asset, abi, functionName: 'balanceOf', args: [address] })) as bigint,
    async mint(to, value) {
      await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: asset, abi, functionName: 'mint', args: [to, value] }) })
    },
    close: () => provider.disconnect(),
  }
}
