import { describe } from 'vitest'
import { itIsWhatItsScriptWrites } from './_generated-fresh.ts'

describe("endpoint search's compounds (src/search/compounds.ts)", () => {
  // Its compounds are those with a word of an operation's name: a name changed since leaves the list stale.
  itIsWhatItsScriptWrites('search-compounds.ts', 'src/search/compounds.ts', 120_000)
})
