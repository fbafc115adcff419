import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { oneCallList } from '../shared/one-call-list.ts'
import { geckoterminal } from '../upstreams/geckoterminal.ts'

const networks = v.object({ data: v.array(v.object({ id: v.string(), attributes: v.object({ name: v.string(), coingecko_asset_platform_id: textOrNull }) })) })

export default oneCallList({
  name: 'dex-networks',
  description: 'Networks GeckoTerminal tracks DEX pools on: the network slug to use with the other dex operations, its name and CoinGecko asset-platform id.',
  keywords: ['supported chains dex', 'geckoterminal networks', 'network slug'],
  upstream: geckoterminal,
  path: '/networks',
  cacheTtl: '1d',
  limit: { max: 100, byDefault: 100 },
  schema: networks,
  query: () => ({ page: 1 }),
  items: (data, limit) => data.data.slice(0, limit).map((row) => ({ network: row.id, name: row.attributes.name, assetPlatformId: row.attributes.coingecko_asset_platform_id })),
  total: () => null,
})
