import { defineOperation, listAnswer, sourceOf, paging, optionalText } from '@svc/core'
import * as v from 'valibot'
import { ONE_CATALOG_PER_GAME, gameField, type Game } from '../games.ts'
import type { Fetch, TcgSet } from '../model.ts'
import { pokemonSets, pokemonTcg } from '../upstreams/pokemon-tcg.ts'
import { scryfall, scryfallSets } from '../upstreams/scryfall.ts'
import { ygoprodeck, ygoSets } from '../upstreams/ygoprodeck.ts'

const READERS: Record<Game, [(ctx: Fetch) => Promise<{ items: TcgSet[]; url: string }>, typeof scryfall]> = {
  magic: [scryfallSets, scryfall],
  pokemon: [pokemonSets, pokemonTcg],
  yugioh: [ygoSets, ygoprodeck],
}

export default defineOperation({
  name: 'sets',
  method: 'GET',
  description: 'Lists the sets (expansions) of a trading-card game, newest first: the id tcg.set-prices takes, code, name, release date (YYYY-MM-DD), card count, series or set type; q filters by name.',
  input: v.object({
    game: gameField,
    q: optionalText(2, 100, 'Words the set name contains'),
    ...paging({ max: 200, default: 50, maxOffset: 10_000 }),
  }),
  ...ONE_CATALOG_PER_GAME,
  cacheTtl: '1d',
  sources: [{ upstream: scryfall, path: '/sets' }, { upstream: pokemonTcg, path: '/sets' }, { upstream: ygoprodeck, path: '/cardsets.php' }],
  keywords: ['card sets', 'expansions', 'magic sets', 'pokemon sets', 'yugioh sets', 'set list'],
  async handler({ input, upstream }) {
    const [read, provider] = READERS[input.game]
    const { items, url } = await read({ upstream })
    const words = input.q?.toLowerCase().split(/\s+/) ?? []
    const matching = items
      .filter((set) => words.every((word) => set.name.toLowerCase().includes(word)))
      // Newest first; sets without a date last.
      .sort((a, b) => (b.releaseDate ?? '').localeCompare(a.releaseDate ?? ''))
    return listAnswer(matching.slice(input.offset, input.offset + input.limit), sourceOf(provider, url), { total: matching.length })
  },
})
