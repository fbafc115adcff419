import { describe } from 'vitest'
import { itIsWhatItsScriptWrites } from './_generated-fresh.ts'

describe("endpoint search's job nouns (src/search/jobs.ts)", () => {
  // Written from WordNet by a script: a hand edit, or a change to the script not run, would leave them apart.
  itIsWhatItsScriptWrites('search-job-nouns.ts', 'src/search/jobs.ts', 180_000)
})
