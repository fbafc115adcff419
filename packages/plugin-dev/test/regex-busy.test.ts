import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { devPlugin } from '../src/index.ts'

// Its own file, so the regex pool starts cold: every call below is waiting for a thread before any finishes.
const h = testHost({ plugins: [devPlugin], paid: true, hostPer: 'test', freshGate: createTestPaymentGate })

async function paid(body: Record<string, unknown>) {
  const { status, headers, body: answer } = await h.call('/api/dev/regex-test', body, undefined, { headers: { [TEST_PAYER_HEADER]: '0x1111111111111111111111111111111111111111' } })
  return { status, retryAfter: headers.get('retry-after'), body: answer as Record<string, any> }
}

describe('dev.regex-test when every regex thread is busy', () => {
  it('answers 503 with Retry-After past 2 running and 64 waiting calls, and charges only the calls answered', async () => {
    const catastrophic = [1, 2].map(() => paid({ pattern: '(a+)+$', text: `${'a'.repeat(34)}!` }))
    const simple = Array.from({ length: 68 }, (_, i) => paid({ pattern: 'b', text: `a${i}b` }))
    const answers = await Promise.all([...catastrophic, ...simple])
    const busy = answers.filter((answer) => answer.status === 503)
    expect(busy.length).toBeGreaterThanOrEqual(4)
    for (const answer of busy) {
      expect(answer.retryAfter).toBe('1')
      expect(answer.body).toMatchObject({ code: 'UNAVAILABLE', error: 'All regex workers are busy; retry shortly' })
    }
    const answered = answers.filter((answer) => answer.status === 200)
    expect(answered.length + busy.length + 2).toBe(answers.length)
    for (const answer of await Promise.all(catastrophic)) expect(answer.body).toMatchObject({ field: 'pattern', reason: 'timeout' })
    expect(h.gate.settled).toHaveLength(answered.length)
    expect(h.gate.settled.every((charge) => charge.operation === 'dev.regex-test')).toBe(true)
    expect(h.gate.released).toHaveLength(busy.length + 2)
  }, 60_000)
})
