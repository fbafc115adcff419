import { createError, defineOperation, lookupAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { evmAddress } from '../shared/params.ts'
import { amount, camelCase as camel, flag, goplus, goplusChain, goplusResult, loose } from '../upstreams/goplus.ts'
import { normalizedOutput } from '../shared/output.ts'

const token = v.objectWithRest({
  token_name: textOrNull,
  token_symbol: textOrNull,
  total_supply: loose,
  holder_count: loose,
  owner_address: textOrNull,
  creator_address: textOrNull,
  owner_percent: loose,
  creator_percent: loose,
  buy_tax: loose,
  sell_tax: loose,
  lp_holder_count: loose,
  dex: v.nullish(v.array(v.object({ name: textOrNull, liquidity: loose, pair: textOrNull })), null),
  holders: v.nullish(v.array(v.object({ address: v.string(), tag: textOrNull, is_contract: loose, percent: loose, is_locked: loose })), null),
}, v.unknown())

/** Risky when "1" (true): GoPlus's token flags. */
const riskFlags = ['is_honeypot', 'cannot_buy', 'cannot_sell_all', 'is_mintable', 'hidden_owner', 'can_take_back_ownership', 'owner_change_balance', 'selfdestruct', 'external_call', 'transfer_pausable', 'trading_cooldown', 'is_blacklisted', 'slippage_modifiable', 'personal_slippage_modifiable', 'is_proxy', 'honeypot_with_same_creator', 'anti_whale_modifiable'] as const
/** Reassuring when "1": reported as they are. */
const infoFlags = ['is_open_source', 'is_in_dex', 'is_whitelisted', 'is_anti_whale', 'trust_list'] as const

export default defineOperation({
  name: 'token-safety',
  method: 'GET',
  description: 'Token contract risk check (GoPlus Security) for an EVM token: honeypot, buy/sell tax, mintable, hidden owner, owner can change balances, blacklist, pausable transfers, proxy, open source, holders and DEX liquidity, with the list of risks found.',
  input: v.object({ chainId: goplusChain, address: evmAddress }),
  output: normalizedOutput({ address: 'string', chainId: 'string', name: 'string?', symbol: 'string?', totalSupply: 'number?', holderCount: 'number?', buyTax: 'number?', sellTax: 'number?', risks: 'string[]', riskCount: 'integer', flags: { isHoneypot: 'boolean?', isOpenSource: 'boolean?', isMintable: 'boolean?', hiddenOwner: 'boolean?' }, owner: { address: 'string?', percent: 'number?' }, creator: { address: 'string?', percent: 'number?' }, lpHolderCount: 'number?', dex: [{ name: 'string?', pair: 'string?', liquidityUsd: 'number?' }], topHolders: [{ address: 'string', tag: 'string?', isContract: 'boolean?', percent: 'number?', isLocked: 'boolean?' }], partial: 'boolean' }),
  upstreams: [goplus],
  sources: [{ path: '/api/v1/token_security/{chainId}', cacheTtl: '10min' }],
  keywords: ['is this token a scam', 'honeypot check', 'rug pull check', 'token tax', 'token audit'],
  async handler({ input, upstream }) {
    const address = input.address.toLowerCase()
    const { data, partial, url } = await goplusResult(upstream(goplus), `/api/v1/token_security/${input.chainId}`, { contract_addresses: address }, v.record(v.string(), token))
    const row = data[address] ?? Object.entries(data).find(([key]) => key.toLowerCase() === address)?.[1]
    if (!row) throw createError('NOT_FOUND', `GoPlus Security has no data for token ${address} on chain ${input.chainId}`)
    const flags = Object.fromEntries([...riskFlags, ...infoFlags].map((name) => [camel(name), flag(row[name])]))
    const risks = riskFlags.filter((name) => flag(row[name]) === true).map(camel)
    const buyTax = amount(row.buy_tax)
    const sellTax = amount(row.sell_tax)
    if ((buyTax ?? 0) >= 0.1) risks.push('highBuyTax')
    if ((sellTax ?? 0) >= 0.1) risks.push('highSellTax')
    const item = {
      address,
      chainId: input.chainId,
      name: row.token_name,
      symbol: row.token_symbol,
      totalSupply: amount(row.total_supply),
      holderCount: amount(row.holder_count),
      buyTax,
      sellTax,
      risks,
      riskCount: risks.length,
      flags,
      owner: { address: row.owner_address || null, percent: amount(row.owner_percent) },
      creator: { address: row.creator_address || null, percent: amount(row.creator_percent) },
      lpHolderCount: amount(row.lp_holder_count),
      dex: (row.dex ?? []).map((pool) => ({ name: pool.name, pair: pool.pair, liquidityUsd: amount(pool.liquidity) })),
      topHolders: (row.holders ?? []).slice(0, 10).map((holder) => ({ address: holder.address, tag: holder.tag || null, isContract: flag(holder.is_contract), percent: amount(holder.percent), isLocked: flag(holder.is_locked) })),
      partial,
    }
    return lookupAnswer(item, sourceOf(goplus, url))
  },
})
