import { describe } from 'vitest'
import { itIsWhatItsScriptWrites } from './_generated-fresh.ts'

describe("endpoint search's verbs of acts in the world (src/search/act-verbs.ts)", () => {
  // Written from WordNet and the catalog by a script: a hand edit, or a catalog change not followed by the script, would leave them apart.
  itIsWhatItsScriptWrites('search-act-verbs.ts', 'src/search/act-verbs.ts', 180_000)
})
