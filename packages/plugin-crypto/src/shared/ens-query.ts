import { invalidField, lazyRequire } from '@svc/core'
import type * as Ens from 'viem/ens'

// ENS normalization (its Unicode tables) loads at the first name, not with the plugin.
const ens = lazyRequire<typeof Ens>(import.meta.url, 'viem/ens')

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * What `crypto.ens-resolve` looks up: a 0x address (reverse), or a name normalized by ENSIP-15
 * (forward). A name that cannot be normalized is a 400 naming `query`, in the check before payment.
 */
export function ensQuery(raw: string): { query: string; address: string | null; name: string | null } {
  const query = raw.trim()
  if (ADDRESS.test(query)) return { query, address: query, name: null }
  try {
    return { query, address: null, name: ens().normalize(query) }
  } catch (error) {
    throw invalidField('query', `not a valid ENS name (${(error as Error).message.split('\n')[0]})`)
  }
}
