import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'

const perCurrency = v.nullish(v.record(v.string(), v.nullable(v.number())), null)
const perCurrencyDate = v.nullish(v.record(v.string(), v.nullable(v.string())), null)
const strings = v.nullish(v.array(v.nullable(v.string())), null)

/** The members of CoinGecko's `/coins/{id}` (and `/coins/{platform}/contract/{address}`) that svc reads. */
export const coinDetail = v.object({
  id: v.string(),
  symbol: v.string(),
  name: v.string(),
  asset_platform_id: textOrNull,
  platforms: v.nullish(v.record(v.string(), v.nullable(v.string())), null),
  detail_platforms: v.nullish(v.record(v.string(), v.object({ decimal_place: numberOrNull, contract_address: textOrNull })), null),
  categories: v.nullish(v.array(v.nullable(v.string())), null),
  description: v.nullish(v.object({ en: textOrNull }), null),
  links: v.nullish(v.object({
    homepage: strings,
    whitepaper: textOrNull,
    blockchain_site: strings,
    twitter_screen_name: textOrNull,
    telegram_channel_identifier: textOrNull,
    subreddit_url: textOrNull,
    repos_url: v.nullish(v.object({ github: strings }), null),
  }), null),
  image: v.nullish(v.object({ large: textOrNull }), null),
  genesis_date: textOrNull,
  market_cap_rank: numberOrNull,
  market_data: v.nullish(v.object({
    current_price: perCurrency,
    market_cap: perCurrency,
    fully_diluted_valuation: perCurrency,
    total_volume: perCurrency,
    high_24h: perCurrency,
    low_24h: perCurrency,
    ath: perCurrency,
    ath_change_percentage: perCurrency,
    ath_date: perCurrencyDate,
    atl: perCurrency,
    atl_change_percentage: perCurrency,
    atl_date: perCurrencyDate,
    price_change_percentage_24h: numberOrNull,
    price_change_percentage_7d: numberOrNull,
    price_change_percentage_30d: numberOrNull,
    price_change_percentage_1y: numberOrNull,
    circulating_supply: numberOrNull,
    total_supply: numberOrNull,
    max_supply: numberOrNull,
    last_updated: textOrNull,
  }), null),
  last_updated: textOrNull,
})
export type CoinDetail = v.InferOutput<typeof coinDetail>

/** Query that keeps `/coins/{id}` small: no tickers, community or developer data. */
export const detailQuery = { localization: false, tickers: false, market_data: true, community_data: false, developer_data: false, sparkline: false }

const present = (list: (string | null)[] | null | undefined) => (list ?? []).filter((entry): entry is string => Boolean(entry))

/** svc's coin item: price, cap and rank, FDV, volume, ATH/ATL, supplies, changes, categories, links (in USD). */
export function coinItem(coin: CoinDetail) {
  const market = coin.market_data
  const usd = (record: Record<string, number | null> | null | undefined) => record?.usd ?? null
  const links = coin.links
  return {
    id: coin.id,
    symbol: coin.symbol.toUpperCase(),
    name: coin.name,
    marketCapRank: coin.market_cap_rank,
    priceUsd: usd(market?.current_price),
    marketCapUsd: usd(market?.market_cap),
    fdvUsd: usd(market?.fully_diluted_valuation),
    volume24hUsd: usd(market?.total_volume),
    high24hUsd: usd(market?.high_24h),
    low24hUsd: usd(market?.low_24h),
    ath: { usd: usd(market?.ath), changePct: usd(market?.ath_change_percentage), date: market?.ath_date?.usd ?? null },
    atl: { usd: usd(market?.atl), changePct: usd(market?.atl_change_percentage), date: market?.atl_date?.usd ?? null },
    supply: { circulating: market?.circulating_supply ?? null, total: market?.total_supply ?? null, max: market?.max_supply ?? null },
    changePct: { '24h': market?.price_change_percentage_24h ?? null, '7d': market?.price_change_percentage_7d ?? null, '30d': market?.price_change_percentage_30d ?? null, '1y': market?.price_change_percentage_1y ?? null },
    categories: present(coin.categories),
    genesisDate: coin.genesis_date,
    links: {
      homepage: present(links?.homepage),
      whitepaper: links?.whitepaper || null,
      explorers: present(links?.blockchain_site),
      twitter: links?.twitter_screen_name || null,
      telegram: links?.telegram_channel_identifier || null,
      reddit: links?.subreddit_url || null,
      github: present(links?.repos_url?.github),
    },
    image: coin.image?.large ?? null,
    lastUpdated: market?.last_updated ?? coin.last_updated,
  }
}
