import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { evmAddress } from '../shared/params.ts'
import { flag, goplus, goplusChain, goplusResult, amount } from '../upstreams/goplus.ts'
import { nftSecuritySchema as nft, privilegeOf } from '../upstreams/goplus-nft.ts'
import { normalizedOutput } from '../shared/output.ts'

export default defineOperation({
  name: 'nft-security',
  method: 'GET',
  description: 'NFT collection contract risk check (GoPlus Security): malicious contract, privileged minting and burning, self-destruct, transfers without approval, oversupply minting, restricted approval, proxy and verification, with collection stats and look-alike collections.',
  input: v.object({ chainId: goplusChain, address: evmAddress, tokenId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'must be a decimal token id'), v.description('Also check this token (adds its owner)'))) }),
  output: normalizedOutput({ address: 'string', chainId: 'string', name: 'string?', symbol: 'string?', standard: 'string?', risks: 'string[]', riskCount: 'integer', malicious: 'boolean?', verified: 'boolean?', openSource: 'boolean?', proxy: 'boolean?', trusted: 'boolean?', oversupplyMinting: 'boolean?', restrictedApproval: 'boolean?', privileges: { privilegedMinting: { present: 'boolean?', owner: 'string?', ownerType: 'string?' }, privilegedBurn: { present: 'boolean?', owner: 'string?', ownerType: 'string?' }, selfDestruct: { present: 'boolean?', owner: 'string?', ownerType: 'string?' }, transferWithoutApproval: { present: 'boolean?', owner: 'string?', ownerType: 'string?' } }, tokenOwner: 'string?', creator: 'string?', createBlock: 'number?', items: 'number?', owners: 'number?', stats: { totalVolume: 'number?', volume24h: 'number?', sales24h: 'number?', lowestPrice24h: 'number?', averagePrice24h: 'number?', highestPrice: 'number?' }, links: { website: 'string?', twitter: 'string?', discord: 'string?' }, lookalikes: [{ address: 'string', name: 'string?' }], partial: 'boolean' }),
  upstreams: [goplus],
  sources: [{ path: '/api/v1/nft_security/{chainId}', cacheTtl: '10min' }],
  keywords: ['is this nft collection safe', 'nft scam check', 'fake nft collection'],
  async handler({ input, upstream }) {
    const address = input.address.toLowerCase()
    const query: Record<string, string> = { contract_addresses: address }
    if (input.tokenId) query.token_id = input.tokenId
    const { data, partial, url } = await goplusResult(upstream(goplus), `/api/v1/nft_security/${input.chainId}`, query, v.nullable(nft))
    if (!data?.nft_address) throw createError('NOT_FOUND', `GoPlus Security has no data for NFT contract ${address} on chain ${input.chainId}`)
    const privileges = {
      privilegedMinting: privilegeOf(data.privileged_minting),
      privilegedBurn: privilegeOf(data.privileged_burn),
      selfDestruct: privilegeOf(data.self_destruct),
      transferWithoutApproval: privilegeOf(data.transfer_without_approval),
    }
    const risks = [
      ...(flag(data.malicious_nft_contract) ? ['maliciousContract'] : []),
      ...Object.entries(privileges).filter(([, p]) => p.present === true).map(([name]) => name),
      ...(flag(data.oversupply_minting) ? ['oversupplyMinting'] : []),
      ...(flag(data.restricted_approval) ? ['restrictedApproval'] : []),
      ...(flag(data.nft_proxy) ? ['proxy'] : []),
    ]
    const item = {
      address,
      chainId: input.chainId,
      name: data.nft_name,
      symbol: data.nft_symbol,
      standard: data.nft_erc,
      risks,
      riskCount: risks.length,
      malicious: flag(data.malicious_nft_contract),
      verified: flag(data.nft_verified),
      openSource: flag(data.nft_open_source),
      proxy: flag(data.nft_proxy),
      trusted: flag(data.trust_list),
      oversupplyMinting: flag(data.oversupply_minting),
      restrictedApproval: flag(data.restricted_approval),
      privileges,
      tokenOwner: data.token_owner || null,
      creator: data.creator_address || null,
      createBlock: amount(data.create_block_number),
      items: amount(data.nft_items),
      owners: amount(data.nft_owner_number),
      stats: { totalVolume: amount(data.total_volume), volume24h: amount(data.traded_volume_24h), sales24h: amount(data.sales_24h), lowestPrice24h: amount(data.lowest_price_24h), averagePrice24h: amount(data.average_price_24h), highestPrice: amount(data.highest_price) },
      links: { website: data.website_url || null, twitter: data.twitter_url || null, discord: data.discord_url || null },
      lookalikes: (data.same_nfts ?? []).map((same) => ({ address: same.nft_address, name: same.nft_name })),
      partial,
    }
    return lookupAnswer(item, sourceOf(goplus, url))
  },
})
