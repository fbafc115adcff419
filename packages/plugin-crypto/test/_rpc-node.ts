import type { FixtureAnswer, RecordedRequest } from '@svc/core/testing'
import { decodeFunctionData, encodeErrorResult, encodeFunctionResult, namehash, parseAbi, toHex, type Hex } from 'viem'

/**
 * A tiny Ethereum node for tests: answers eth_* JSON-RPC the way a real node does (hex quantities,
 * null for unknown transactions, `execution reverted` errors with revert data, "0x" from calls to
 * accounts without code) from a fixed chain state.
 */
export interface Token { name?: string; symbol?: string; symbolBytes32?: Hex; decimals?: number; totalSupply?: bigint; balances?: Record<string, bigint>; interfaces?: string[]; owners?: Record<string, string>; uris?: Record<string, string>; uri1155?: string }
export interface NodeState {
  chainId: number
  blockNumber: number
  balances?: Record<string, bigint>
  contracts?: Record<string, Token>
  /** Raw RPC objects as a node returns them, by lower-case hash. */
  transactions?: Record<string, Record<string, unknown>>
  receipts?: Record<string, Record<string, unknown>>
  blocks?: Record<number, Record<string, unknown>>
  feeHistory?: Record<string, unknown>
  /** ENS: name to address and text records; reverse records by lower-case address. */
  ens?: { names: Record<string, { address?: string; texts?: Record<string, string> }>; reverse: Record<string, string> }
}

const UNIVERSAL_RESOLVER = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'
const ur = parseAbi([
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string resolvedName, address resolver, address reverseResolver)',
  'error ResolverNotFound(bytes name)',
])
const resolverAbi = parseAbi(['function addr(bytes32 name) view returns (address)', 'function text(bytes32 name, string key) view returns (string)'])
const tokenAbi = parseAbi([
  'function name() view returns (string)', 'function symbol() view returns (string)', 'function decimals() view returns (uint8)', 'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)', 'function ownerOf(uint256 tokenId) view returns (address)', 'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)', 'function supportsInterface(bytes4 interfaceId) view returns (bool)',
])
const RESOLVER = '0x231b0ee14048e9dccd1d247744d114a4eb5e8e63'

const revert = (data?: Hex) => ({ error: { code: data ? 3 : -32000, message: 'execution reverted', ...(data ? { data } : {}) } })

function call(state: NodeState, to: string, data: Hex): { result?: Hex; error?: object } {
  if (to === UNIVERSAL_RESOLVER) return universalResolver(state, data)
  const token = state.contracts?.[to]
  if (!token) return { result: '0x' }
  let decoded: ReturnType<typeof decodeFunctionData>
  try {
    decoded = decodeFunctionData({ abi: tokenAbi, data })
  } catch {
    return revert()
  }
  const args = decoded.args as readonly unknown[] | undefined
  const answer = (value: unknown) => ({ result: encodeFunctionResult({ abi: tokenAbi, functionName: decoded.functionName, result: value } as never) })
  switch (decoded.functionName) {
    case 'name': return token.name === undefined ? revert() : answer(token.name)
    case 'symbol':
      if (token.symbolBytes32) return { result: token.symbolBytes32 }
      return token.symbol === undefined ? revert() : answer(token.symbol)
    case 'decimals': return token.decimals === undefined ? revert() : answer(token.decimals)
    case 'totalSupply': return token.totalSupply === undefined ? revert() : answer(token.totalSupply)
    case 'balanceOf': return token.balances ? answer(token.balances[String(args![0]).toLowerCase()] ?? 0n) : revert()
    case 'supportsInterface': return token.interfaces ? answer(token.interfaces.includes(String(args![0]))) : revert()
    case 'ownerOf': {
      const owner = token.owners?.[String(args![0])]
      return owner ? answer(owner) : revert(encodeErrorResult({ abi: parseAbi(['error ERC721NonexistentToken(uint256 tokenId)']), errorName: 'ERC721NonexistentToken', args: [args![0] as bigint] }))
    }
    case 'tokenURI': return token.uris?.[String(args![0])] ? answer(token.uris[String(args![0])]) : revert()
    case 'uri': return token.uri1155 ? answer(token.uri1155) : revert()
  }
  return revert()
}

function dnsDecode(hex: Hex): string {
  const bytes = Buffer.from(hex.slice(2), 'hex')
  const labels: string[] = []
  for (let i = 0; i < bytes.length && bytes[i]! > 0; i += bytes[i]! + 1) labels.push(bytes.subarray(i + 1, i + 1 + bytes[i]!).toString('utf8'))
  return labels.join('.')
}

function universalResolver(state: NodeState, data: Hex) {
  const { functionName, args } = decodeFunctionData({ abi: ur, data })
  const notFound = (name: Hex) => revert(encodeErrorResult({ abi: ur, errorName: 'ResolverNotFound', args: [name] }))
  if (functionName === 'reverseWithGateways') {
    const address = String(args[0]).toLowerCase()
    const name = state.ens?.reverse[address]
    if (!name) return notFound('0x')
    return { result: encodeFunctionResult({ abi: ur, functionName, result: [name, RESOLVER, RESOLVER] }) }
  }
  const name = dnsDecode(args[0] as Hex)
  const record = state.ens?.names[name]
  if (!record) return notFound(args[0] as Hex)
  const inner = decodeFunctionData({ abi: resolverAbi, data: args[1] as Hex })
  if ((inner.args as readonly unknown[])[0] !== namehash(name)) return revert()
  const value = inner.functionName === 'addr'
    ? encodeFunctionResult({ abi: resolverAbi, functionName: 'addr', result: (record.address ?? '0x0000000000000000000000000000000000000000') as Hex })
    : encodeFunctionResult({ abi: resolverAbi, functionName: 'text', result: record.texts?.[String((inner.args as readonly unknown[])[1])] ?? '' })
  return { result: encodeFunctionResult({ abi: ur, functionName: 'resolveWithGateways', result: [value, RESOLVER] }) }
}

function answer(state: NodeState, method: string, params: unknown[]): { result?: unknown; error?: object } {
  switch (method) {
    case 'eth_chainId': return { result: toHex(state.chainId) }
    case 'eth_blockNumber': return { result: toHex(state.blockNumber) }
    case 'eth_getBalance': return { result: toHex(state.balances?.[String(params[0]).toLowerCase()] ?? 0n) }
    case 'eth_getCode': return { result: state.contracts?.[String(params[0]).toLowerCase()] ? '0x6080604052' : '0x' }
    case 'eth_call': {
      const tx = params[0] as { to: string; data?: Hex; input?: Hex }
      return call(state, tx.to.toLowerCase(), (tx.data ?? tx.input)!)
    }
    case 'eth_getTransactionByHash': return { result: state.transactions?.[String(params[0]).toLowerCase()] ?? null }
    case 'eth_getTransactionReceipt': return { result: state.receipts?.[String(params[0]).toLowerCase()] ?? null }
    case 'eth_getBlockByNumber': return { result: state.blocks?.[Number(params[0])] ?? null }
    case 'eth_feeHistory': return state.feeHistory ? { result: state.feeHistory } : { error: { code: -32601, message: 'the method eth_feeHistory does not exist/is not available' } }
  }
  return { error: { code: -32601, message: `the method ${method} does not exist/is not available` } }
}

/** A fixture route serving `state` as a JSON-RPC endpoint (single and batch requests). */
export function rpcNode(state: NodeState) {
  return (request: RecordedRequest): FixtureAnswer => {
    const body = JSON.parse(request.body) as { id: number; method: string; params?: unknown[] } | { id: number; method: string; params?: unknown[] }[]
    const one = (rpc: { id: number; method: string; params?: unknown[] }) => ({ jsonrpc: '2.0', id: rpc.id, ...answer(state, rpc.method, rpc.params ?? []) })
    return { body: Array.isArray(body) ? body.map(one) : one(body) }
  }
}

/** Methods the node was asked, in order. */
export const methodsOf = (requests: RecordedRequest[]) => requests.map((request) => (JSON.parse(request.body) as { method: string }).method)
