import { testHost } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { papersPlugin } from '../src/index.ts'

// Listed prices kept, no upstream reachable: what can only fail answers 400 before the 402.
const t = testHost({ plugins: papersPlugin, paid: true, elsewhere: { openalex: 'http://127.0.0.1:9' } })

describe('papers checks before payment', () => {
  it('search: years in the wrong order, or a page past the first 10,000 results, answer 400', async () => {
    await t.rejects('/api/papers/search?query=graphene&yearFrom=2020&yearTo=2010', 'yearTo')
    await t.rejects('/api/papers/search?query=graphene&limit=50&page=201', 'page')
    await t.status('/api/papers/search?query=graphene&yearFrom=2010&yearTo=2020', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('citations: a work that is neither a DOI nor an OpenAlex id answers 400', async () => {
    await t.rejects('/api/papers/citations?work=not-a-doi', 'work')
    await t.status('/api/papers/citations?work=10.7717/peerj.4375', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
