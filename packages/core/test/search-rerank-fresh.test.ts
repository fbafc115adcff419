import { describe } from 'vitest'
import { itIsWhatItsScriptWrites } from './_generated-fresh.ts'

describe("endpoint search's learned re-ranking (src/search/rerank-weights.ts)", () => {
  // Its weights are fitted on the search's own order over the training tasks: any change to the search or those tasks leaves them stale.
  itIsWhatItsScriptWrites('search-rerank.ts', 'src/search/rerank-weights.ts', 240_000)
})
