import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import type { IdentifierType } from './validators/index.ts'
import { VALIDATORS } from './validators/index.ts'

export const SOURCE = { provider: 'svc (local check-digit verification)', url: 'https://www.iso.org/standards.html', license: 'MIT' }

/** `value`: the identifier as the caller has it; spaces, hyphens and dots are ignored. */
export const identifierValue = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(64))

/** One GET operation per identifier type: the same input, the same normalized answer. */
export function identifierOperation(type: IdentifierType, description: string, keywords: string[]) {
  return defineOperation({
    name: type,
    method: 'GET',
    description,
    input: v.object({ value: identifierValue }),
    price: { usd: 0.0025 },
    keywords,
    handler: ({ input }) => ({ ok: true, items: [{ type, ...VALIDATORS[type](input.value) }], total: 1, source: SOURCE }),
  })
}
