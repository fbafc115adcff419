import { createError } from '@svc/core'
import { toEventSelector, toEventSignature, toFunctionSelector, toFunctionSignature, type Abi, type AbiEvent, type AbiFunction } from 'viem'

/** A contract ABI from its JSON text; a text that is not an ABI array is an upstream fault (502). */
export function parseAbi(text: string): Abi {
  try {
    const abi = JSON.parse(text) as unknown
    if (Array.isArray(abi)) return abi as Abi
  } catch {
    // falls through
  }
  throw createError('UPSTREAM_FAILED', 'The block explorer sent an ABI that is not a JSON array')
}

/** Whether an explorer's ABI text is a JSON array: the check its answer passes before it is kept (a schema's `v.check`). */
export function isAbiText(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}

/** Function signatures with selectors and event signatures with topics of an ABI. */
export function abiEntries(abi: Abi) {
  const functions = abi.filter((item): item is AbiFunction => item.type === 'function').map((fn) => ({ selector: toFunctionSelector(fn), signature: toFunctionSignature(fn), stateMutability: fn.stateMutability ?? null }))
  const events = abi.filter((item): item is AbiEvent => item.type === 'event').map((event) => ({ topic: toEventSelector(event), signature: toEventSignature(event) }))
  return { functions, events }
}
