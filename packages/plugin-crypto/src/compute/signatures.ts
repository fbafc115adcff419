import { parseAbiItem, toFunctionSelector, toFunctionSignature, type AbiFunction } from 'viem'
import signatureList from './signature-list.json' with { type: 'json' }

/*
 * signature-list.json: common EVM function signatures (with parameter names), curated from the ERC
 * standards and the most-called contracts (tokens, NFTs, Uniswap V2/V3/Universal Router, WETH,
 * Permit2, Multicall3, Safe, ERC-4337, ERC-4626, Aave, Compound, Lido, Curve, ENS, Seaport, bridges,
 * Chainlink). Selectors are computed from the text with keccak-256 when the table is first used, so
 * a typo cannot map a selector to the wrong text; tests check well-known selectors.
 */

export interface KnownSignature {
  /** Canonical text, e.g. `transfer(address,uint256)`. */
  signature: string
  /** The same with parameter names, e.g. `transfer(address to, uint256 amount)`. */
  named: string
  abi: AbiFunction
}

let table: Map<string, KnownSignature[]> | undefined

/** Selector (0x + 8 hex, lower case) to the known signatures that hash to it, built on first use. */
export function signatureTable(): Map<string, KnownSignature[]> {
  if (table) return table
  table = new Map()
  for (const text of signatureList) {
    const abi = parseAbiItem(`function ${text}`) as AbiFunction
    const selector = toFunctionSelector(abi)
    const entry = { signature: toFunctionSignature(abi), named: text, abi }
    table.set(selector, [...(table.get(selector) ?? []), entry])
  }
  return table
}

/** Known signatures for a selector. */
export function lookupSelector(selector: string): KnownSignature[] {
  return signatureTable().get(selector.toLowerCase()) ?? []
}
