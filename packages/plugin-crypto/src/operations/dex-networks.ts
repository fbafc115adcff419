import { defineOperation, listAnswer, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { limit } from '../shared/params.ts'
import { geckoterminal } from '../upstreams/geckoterminal.ts'

const networks = v.object({ data: v.array(v.object({ id: v.string(), attributes: v.object({ name: v.string(), coingecko_asset_platform_id: textOrNull }) })) })

export default defineOperation({
  name: 'dex-networks',
  method: 'GET',
  description: 'Networks GeckoTerminal tracks DEX pools on: the network slug to use with the other dex operations, its name and CoinGecko asset-platform id.',
  input: v.object({ limit: limit(100, 100) }),
  upstreams: [geckoterminal],
  sources: [{ path: '/networks', cacheTtl: '1d' }],
  keywords: ['supported chains dex', 'geckoterminal networks', 'network slug'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(geckoterminal).json('/networks', { query: { page: 1 }, schema: networks })
    const items = data.data.slice(0, input.limit).map((row) => ({ network: row.id, name: row.attributes.name, assetPlatformId: row.attributes.coingecko_asset_platform_id }))
    return listAnswer(items, sourceOf(geckoterminal, url), { total: null })
  },
})
