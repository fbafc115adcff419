import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { tcgPlugin } from '../src/index.ts'

export const fixture = (provider: string, name: string, status = 200): FixtureAnswer => ({ file: `${provider}/${name}`, status })

/** One fixture server standing in for all three catalogs (their paths do not collide). */
export function tcgHarness() {
  return testHost({
    plugins: [tcgPlugin],
    upstreams: ['scryfall', 'pokemon-tcg', 'ygoprodeck'],
    routes: {
      'GET /sets': (request) => fixture(request.query.has('pageSize') ? 'pokemon-tcg' : 'scryfall', 'sets.json'),
      'GET /cards/named': fixture('scryfall', 'card-named.json'),
      'GET /cards/search': fixture('scryfall', 'search-set.json'),
      'GET /cards': fixture('pokemon-tcg', 'cards.json'),
      'GET /cardsets.php': fixture('ygoprodeck', 'cardsets.json'),
      'GET /cardinfo.php': fixture('ygoprodeck', 'cardinfo.json'),
    },
  })
}
