import { describe, expect, it } from 'vitest'
import { placeWords } from '../src/search/places.ts'
import { itIsWhatItsScriptWrites } from './_generated-fresh.ts'

describe("endpoint search's place names (src/search/places-data.ts)", () => {
  itIsWhatItsScriptWrites('search-places.ts', 'src/search/places-data.ts', 60_000)

  it('finds lowercase cities, states and countries, the longest name first', () => {
    expect(placeWords('flights from atlanta to orlando tomorrow')).toEqual(['atlanta', 'orlando'])
    expect(placeWords('a hotel in san diego, california')).toEqual(['san', 'diego', 'california'])
    expect(placeWords('weather in seattle')).toEqual(['seattle'])
    expect(placeWords('renew the lease on my apartment')).toEqual([])
  })
})
