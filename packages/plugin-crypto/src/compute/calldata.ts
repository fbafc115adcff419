import { decodeAbiParameters, encodeAbiParameters, type AbiFunction, type AbiParameter, type Hex } from 'viem'
import { lookupSelector } from './signatures.ts'

/** A decoded argument as JSON: big integers as decimal strings, tuples as objects (or arrays when unnamed). */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export function toJson(value: unknown, param?: AbiParameter): Json {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) {
    const components = param && 'components' in param ? param.components : undefined
    if (components && param?.type.startsWith('tuple') && !param.type.endsWith(']')) {
      if (components.every((c) => c.name)) return Object.fromEntries(components.map((c, i) => [c.name!, toJson(value[i], c)]))
      return value.map((item, i) => toJson(item, components[i]))
    }
    const itemParam = param ? { ...param, type: param.type.replace(/\[\d*\]$/, '') } : undefined
    return value.map((item) => toJson(item, itemParam as AbiParameter | undefined))
  }
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJson(item)]))
  return value as string | number | boolean
}

/** The argument bytes split into 32-byte words (hex), and what is left over. */
export function words(args: Hex): { words: string[]; remainder: string | null } {
  const hex = args.slice(2)
  const out: string[] = []
  for (let offset = 0; offset + 64 <= hex.length; offset += 64) out.push(`0x${hex.slice(offset, offset + 64)}`)
  const rest = hex.length % 64
  return { words: out, remainder: rest ? `0x${hex.slice(hex.length - rest)}` : null }
}

/** Decodes the arguments as `abi` strictly: they must re-encode to exactly the same bytes. */
export function decodeStrict(abi: AbiFunction, args: Hex) {
  try {
    const values = decodeAbiParameters(abi.inputs, args)
    if (encodeAbiParameters(abi.inputs, values as readonly unknown[]).toLowerCase() !== args.toLowerCase()) return null
    return abi.inputs.map((input, index) => ({ name: input.name || null, type: input.type === 'tuple' || input.type.startsWith('tuple[') ? canonicalType(input) : input.type, value: toJson(values[index], input) }))
  } catch {
    return null
  }
}

function canonicalType(param: AbiParameter): string {
  if (!param.type.startsWith('tuple')) return param.type
  const components = 'components' in param ? param.components : []
  return `(${components.map(canonicalType).join(',')})${param.type.slice(5)}`
}

/** Selector, candidate signatures from the embedded table, the first that decodes exactly, and raw words. */
export function decodeCalldata(data: Hex) {
  const selector = data.slice(0, 10).toLowerCase()
  const args = `0x${data.slice(10)}` as Hex
  const candidates = lookupSelector(selector)
  let matched: { signature: string; named: string; params: ReturnType<typeof decodeStrict> } | null = null
  for (const candidate of candidates) {
    const params = decodeStrict(candidate.abi, args)
    if (params) {
      matched = { signature: candidate.signature, named: candidate.named, params }
      break
    }
  }
  const raw = words(args)
  return {
    selector,
    candidates: candidates.map((candidate) => candidate.signature),
    signature: matched?.signature ?? null,
    function: matched ? matched.signature.slice(0, matched.signature.indexOf('(')) : null,
    params: matched?.params ?? null,
    words: raw.words,
    remainder: raw.remainder,
    byteLength: (data.length - 2) / 2,
  }
}
