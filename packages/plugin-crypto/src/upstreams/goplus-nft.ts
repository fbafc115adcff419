import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { amount, loose } from './goplus.ts'

const privilege = v.nullish(v.object({ owner_address: textOrNull, value: loose, owner_type: textOrNull }), null)
/** The members of GoPlus's `/api/v1/nft_security/{chainId}` result that svc reads (a single object, not keyed by address). */
export const nftSecuritySchema = v.object({
  nft_address: textOrNull,
  nft_name: textOrNull,
  nft_symbol: textOrNull,
  nft_erc: textOrNull,
  creator_address: textOrNull,
  create_block_number: loose,
  website_url: textOrNull,
  twitter_url: textOrNull,
  discord_url: textOrNull,
  nft_items: loose,
  nft_owner_number: loose,
  total_volume: loose,
  traded_volume_24h: loose,
  sales_24h: loose,
  lowest_price_24h: loose,
  average_price_24h: loose,
  highest_price: loose,
  nft_verified: loose,
  nft_open_source: loose,
  nft_proxy: loose,
  malicious_nft_contract: loose,
  restricted_approval: loose,
  oversupply_minting: loose,
  trust_list: loose,
  privileged_burn: privilege,
  privileged_minting: privilege,
  self_destruct: privilege,
  transfer_without_approval: privilege,
  token_owner: textOrNull,
  same_nfts: v.nullish(v.array(v.object({ nft_address: v.string(), nft_name: textOrNull })), null),
})

/** A GoPlus privilege: value 1 present, 2 present with a contract owner, 3 present with an undetectable owner, 0 absent, -1 or null unknown. */
export function privilegeOf(entry: v.InferOutput<typeof privilege>) {
  const value = amount(entry?.value)
  return { present: value !== null && value >= 1 ? true : value === 0 ? false : null, owner: entry?.owner_address || null, ownerType: entry?.owner_type || null }
}

