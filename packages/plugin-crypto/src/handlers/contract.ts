import { lookupAnswer, sourceOf } from '@svc/core'
import type { OperationHandler } from '@svc/core'
import * as v from 'valibot'
import { lookupSelector } from '../compute/signatures.ts'
import { abiEntries, isAbiText, parseAbi } from '../shared/abi.ts'
import { etherscan, etherscanCall, explorerChains } from '../upstreams/etherscan.ts'
import type { ContractInput } from '../operations/contract.ts'

const s = v.string()
/** An ABI the explorer sends as JSON text; checked before the answer is kept, so one cut short is never kept. */
const abiText = v.pipe(s, v.check(isAbiText, 'an ABI that is not a JSON array'))
const source = v.array(v.object({
  SourceCode: s, ABI: v.pipe(s, v.check((abi) => !abi.startsWith('[') || isAbiText(abi), 'an ABI that is not a JSON array')), ContractName: s, CompilerVersion: s, OptimizationUsed: s, Runs: s, EVMVersion: s, LicenseType: s, Proxy: v.optional(s, '0'), Implementation: v.optional(s, ''),
}))

/** crypto.contract: loaded on its first call, since it hashes ABI signatures with viem. */
const handler: OperationHandler<ContractInput> = async ({ input, upstream }) => {
  const client = upstream(etherscan)
  const chainid = explorerChains[input.chain]
  const { data, url } = await etherscanCall(client, { chainid, module: 'contract', action: 'getsourcecode', address: input.address }, source)
  const row = data[0]
  const verified = Boolean(row && row.SourceCode !== '' && row.ABI.startsWith('['))
  const abi = verified ? parseAbi(row!.ABI) : []
  const implementation = row?.Proxy === '1' && /^0x[0-9a-fA-F]{40}$/.test(row.Implementation) ? row.Implementation : null
  let implementationAbi: ReturnType<typeof parseAbi> = []
  if (implementation) {
    const impl = await etherscanCall(client, { chainid, module: 'contract', action: 'getabi', address: implementation }, abiText, /not verified/i)
    implementationAbi = typeof impl.data === 'string' ? parseAbi(impl.data) : []
  }
  const own = abiEntries(abi)
  const inherited = abiEntries(implementationAbi)
  let decoded = null
  if (input.selector) {
    const fromAbi = [...own.functions, ...inherited.functions].filter((fn) => fn.selector === input.selector).map((fn) => fn.signature)
    const fromTable = lookupSelector(input.selector).map((entry) => entry.signature)
    decoded = fromAbi.length
      ? { selector: input.selector, signatures: [...new Set(fromAbi)], source: 'abi' as const }
      : { selector: input.selector, signatures: fromTable, source: fromTable.length ? 'signature-table' as const : null }
  }
  const item = {
    chain: input.chain,
    chainId: chainid,
    address: input.address,
    verified,
    name: verified ? row!.ContractName : null,
    compiler: verified ? row!.CompilerVersion : null,
    language: verified ? (row!.CompilerVersion.startsWith('vyper') ? 'Vyper' : 'Solidity') : null,
    optimization: verified ? row!.OptimizationUsed === '1' : null,
    runs: verified ? Number(row!.Runs) : null,
    evmVersion: verified ? row!.EVMVersion : null,
    license: verified && row!.LicenseType && row!.LicenseType !== 'None' ? row!.LicenseType : null,
    proxy: row?.Proxy === '1',
    implementation,
    functions: own.functions,
    events: own.events,
    implementationFunctions: inherited.functions,
    implementationEvents: inherited.events,
    selector: decoded,
  }
  return lookupAnswer(item, sourceOf(etherscan, url))
}
export default handler
