import { testHost } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { aviationPlugin } from '../src/index.ts'

// Listed prices kept, no upstream reachable: what can only fail answers 400 before the 402.
const t = testHost({ plugins: aviationPlugin, paid: true, elsewhere: { 'ntsb-carol': 'http://127.0.0.1:9' } })

describe('aviation checks before payment', () => {
  it('accidents: no filter, an unknown state or dates in the wrong order answer 400', async () => {
    await t.rejects('/api/aviation/accidents?limit=5', 'registration')
    await t.rejects('/api/aviation/accidents?state=Atlantis', 'state')
    await t.rejects('/api/aviation/accidents?make=Piper&dateFrom=2024-02-01&dateTo=2024-01-01', 'dateTo')
    await t.status('/api/aviation/accidents?make=Piper&dateFrom=2024-01-01&dateTo=2024-02-01', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
