import { describe } from 'vitest'
import { itIsWhatItsScriptWrites } from './_generated-fresh.ts'

describe("endpoint search's typed nouns (src/search/typed-nouns.ts)", () => {
  // Written from WordNet by a script: a hand edit, or a change to the script not run, would leave them apart.
  itIsWhatItsScriptWrites('search-typed-nouns.ts', 'src/search/typed-nouns.ts', 180_000)
})
