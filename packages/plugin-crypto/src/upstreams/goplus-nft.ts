import * as v from 'valibot'
import { amount, loose } from './goplus.ts'

const str = v.nullish(v.string(), null)
const privilege = v.nullish(v.object({ owner_address: str, value: loose, owner_type: str }), null)
/** The members of GoPlus's `/api/v1/nft_security/{chainId}` result that svc reads (a single object, not keyed by address). */
export const nftSecuritySchema = v.object({
  nft_address: str,
  nft_name: str,
  nft_symbol: str,
  nft_erc: str,
  creator_address: str,
  create_block_number: loose,
  website_url: str,
  twitter_url: str,
  discord_url: str,
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
  token_owner: str,
  same_nfts: v.nullish(v.array(v.object({ nft_address: v.string(), nft_name: str })), null),
})

/** A GoPlus privilege: value 1 present, 2 present with a contract owner, 3 present with an undetectable owner, 0 absent, -1 or null unknown. */
export function privilegeOf(entry: v.InferOutput<typeof privilege>) {
  const value = amount(entry?.value)
  return { present: value !== null && value >= 1 ? true : value === 0 ? false : null, owner: entry?.owner_address || null, ownerType: entry?.owner_type || null }
}

