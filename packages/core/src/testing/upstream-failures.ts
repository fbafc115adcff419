import type { FixtureAnswer } from './fixture-server.ts'

export interface UpstreamFailureCase {
  name: string
  /** What the fake upstream answers. */
  answer: FixtureAnswer
  /** What the operation must answer (never a 500). */
  status: number
  code: string
}

/**
 * The failures every upstream adapter must turn into a clear answer: serve each `answer`
 * from the fixture route and expect `status` and `code` (and nothing charged).
 */
export const upstreamFailureCases: readonly UpstreamFailureCase[] = [
  { name: 'an upstream error (HTTP 500)', answer: { status: 500, body: 'Internal Server Error' }, status: 502, code: 'UPSTREAM_FAILED' },
  { name: 'a rate limit (HTTP 429)', answer: { status: 429, headers: { 'retry-after': '60' }, body: 'Too Many Requests' }, status: 429, code: 'UPSTREAM_RATE_LIMIT' },
  { name: 'a body that is not JSON', answer: { headers: { 'content-type': 'text/html' }, body: '<html><body>maintenance</body></html>' }, status: 502, code: 'UPSTREAM_FAILED' },
  { name: 'JSON of another shape', answer: { body: { unexpected: ['shape'] } }, status: 502, code: 'UPSTREAM_FAILED' },
]
