import { defineOperation, invalidField, isApiError, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { abaStructure, bicStructure, detectType, ibanStructure, type BankIdType } from '../bank-ids.ts'

const TYPES = ['aba', 'bic', 'iban', 'ifsc', 'fdic-cert', 'rssd'] as const
type Lookup = { status: 'found' | 'not_found' | 'error'; bank?: Record<string, unknown>; message?: string }

export default defineOperation({
  name: 'bank-id-resolve',
  sources: [{ operation: 'finance.ifsc-india' }, { operation: 'bank.lookup' }],
  method: 'GET',
  description: 'Resolves a bank identifier (ABA routing number, BIC/SWIFT, IBAN, Indian IFSC, FDIC certificate or Federal Reserve RSSD id): recognises the type, verifies check digits and structure, and names the bank where a registry answers (RBI IFSC directory, FDIC BankFind), with the registry\'s status.',
  input: v.object({
    id: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.transform((text) => text.replace(/[\s-]/g, '')), v.regex(/^[A-Z0-9]{4,34}$/, 'must be 4-34 letters or digits (spaces and hyphens ignored)'), v.description('The identifier')),
    type: v.optional(v.pipe(v.picklist(TYPES), v.description('aba, bic, iban, ifsc, fdic-cert or rssd (default: recognised by form)'))),
  }),
  requires: ['finance.ifsc-india', 'bank.lookup'],
  keywords: ['routing number lookup', 'swift code', 'bic lookup', 'iban check', 'ifsc', 'which bank is this'],
  // An identifier of no known kind, or whose check digits fail, can only fail: the 400 comes before any 402.
  check: (input) => {
    const type: BankIdType | undefined = input.type ?? detectType(input.id)
    if (!type) throw invalidField('id', 'not a recognised bank identifier; give type (aba, bic, iban, ifsc, fdic-cert, rssd)')
    if (!shape(type, input.id).valid) throw invalidField('id', `not a valid ${type.toUpperCase()} (${type === 'iban' ? 'check digits fail' : type === 'aba' ? 'checksum or routing symbol fails' : 'wrong form'})`)
  },
  async handler(ctx) {
    const { id } = ctx.input
    const type = (ctx.input.type ?? detectType(id))!
    const structure = shape(type, id)
    const registry = await lookup(ctx, type, id)
    return lookupAnswer({ id, type, structure, bank: registry?.bank ?? null, registry: registry ? { name: registry.name, status: registry.status, ...(registry.message ? { message: registry.message } : {}) } : null }, { provider: registry ? `${registry.name}; structure checked on the host` : 'Structure checked on the host (ISO 9362, ISO 13616, ABA)', url: 'https://www.iso13616.org/', license: 'Registry data as cited; checks computed locally' }, { mode: 'lookup' })
  },
})

function shape(type: BankIdType, id: string) {
  if (type === 'aba') return /^\d{9}$/.test(id) ? abaStructure(id) : { valid: false }
  if (type === 'bic') return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(id) ? bicStructure(id) : { valid: false }
  if (type === 'iban') return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(id) ? ibanStructure(id) : { valid: false }
  if (type === 'ifsc') return { valid: /^[A-Z]{4}0[A-Z0-9]{6}$/.test(id), bankCode: id.slice(0, 4), branchCode: id.slice(5) }
  return { valid: /^\d{1,10}$/.test(id) && (type === 'rssd' || id.length <= 7) }
}

/** The registry that can name the bank: RBI's IFSC directory, or FDIC BankFind; its failure is reported, not thrown. */
async function lookup(ctx: { call: (id: string, input: Record<string, unknown>) => Promise<unknown> }, type: BankIdType, id: string): Promise<(Lookup & { name: string }) | undefined> {
  const ask = async (name: string, run: () => Promise<Record<string, unknown> | undefined>) => {
    try {
      const bank = await run()
      return bank ? { name, status: 'found' as const, bank } : { name, status: 'not_found' as const }
    } catch (error) {
      if (isApiError(error) && error.code === 'NOT_FOUND') return { name, status: 'not_found' as const }
      return { name, status: 'error' as const, message: isApiError(error) ? error.message : `${name} could not be asked` }
    }
  }
  if (type === 'ifsc') return ask('RBI IFSC directory (Razorpay)', async () => ((await ctx.call('finance.ifsc-india', { ifsc: id })) as { items: Array<Record<string, unknown>> }).items[0])
  if (type === 'fdic-cert' || type === 'rssd') {
    return ask('FDIC BankFind', async () => ((await ctx.call('bank.lookup', { [type === 'rssd' ? 'rssdId' : 'cert']: id, status: 'any', limit: 1 })) as { items: Array<Record<string, unknown>> }).items[0])
  }
  return undefined
}
