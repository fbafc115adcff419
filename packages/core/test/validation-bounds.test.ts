import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOperation, definePlugin } from '../src/define.ts'
import { testHost } from '../src/testing/index.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

/** How many times the element and pattern checks ran: a refused size must not run them. */
const ran = { elements: 0, patterns: 0 }
const countedElement = v.pipe(v.string(), v.check(() => ++ran.elements > 0, 'must be an address'))
const countedPattern = v.check((value: string) => ++ran.patterns > 0 && /^[a-z]*$/.test(value), 'lowercase letters only')

const bulk = defineOperation({
  name: 'bulk',
  method: 'POST',
  description: 'Takes up to 50 addresses, and groups of up to 5 names.',
  input: v.object({
    ips: v.optional(v.pipe(v.array(countedElement), v.maxLength(50, 'give at most 50 addresses'))),
    groups: v.optional(v.pipe(v.array(v.object({ names: v.pipe(v.array(v.string()), v.maxLength(5)) })), v.maxLength(3))),
    word: v.optional(v.pipe(v.string(), countedPattern, v.maxLength(20))),
    padded: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5))),
    numbers: v.optional(v.array(v.number())),
  }),
  price: { usd: 0 },
  handler: ({ input }) => ({ items: [input], total: 1 }),
})
const plugin = definePlugin({ name: 'bounds', version: '1.0.0', group: 'bounds', operations: [bulk] })
const app = h.open({ plugins: [plugin] }).app

async function post(body: unknown) {
  ran.elements = 0
  ran.patterns = 0
  const response = await app.request('/api/bounds/bulk', { json: body })
  const text = await response.text()
  return { status: response.status, size: text.length, body: JSON.parse(text) }
}

describe('validation answers are bounded by the schema', () => {
  it('refuses an array beyond its maximum before validating one element (ipinfo.bulk with 200,000 items)', async () => {
    const answer = await post({ ips: Array(200_000).fill(1) })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'INVALID_INPUT', field: 'ips', error: 'ips: give at most 50 addresses', issues: [{ field: 'ips', message: 'give at most 50 addresses' }] })
    expect(ran.elements).toBe(0)
    expect(answer.size).toBeLessThan(500)
  })

  it('refuses an array nested in objects and arrays beyond its maximum, naming its path', async () => {
    const answer = await post({ groups: [{ names: ['a'] }, { names: Array(100_000).fill(1) }] })
    expect(answer.body).toMatchObject({ field: 'groups.1.names', error: 'groups.1.names: expected <=5, received 100000' })
    expect((await post({ groups: Array(10).fill({ names: [] }) })).body).toMatchObject({ field: 'groups', error: 'groups: expected <=3, received 10' })
  })

  it('refuses a string beyond its maximum before running its patterns, and measures a trimmed string trimmed', async () => {
    const answer = await post({ word: 'a'.repeat(500_000) })
    expect(answer.body).toMatchObject({ field: 'word', error: 'word: expected <=20, received 500000' })
    expect(ran.patterns).toBe(0)
    expect(await post({ padded: '   abc   ' })).toMatchObject({ status: 200, body: { data: { items: [{ padded: 'abc' }] } } })
    expect((await post({ padded: '  abcdef ' })).body).toMatchObject({ field: 'padded' })
  })

  it('lists at most 10 issues, saying how many it left out', async () => {
    const answer = await post({ ips: Array(30).fill(1) })
    expect(answer.body.issues).toHaveLength(10)
    expect(answer.body.issues[0]).toEqual({ field: 'ips.0', message: 'expected string, received 1' })
    expect(answer.body.issuesOmitted).toBe(20)
  })

  it('stops at the first issue of a large input the schema does not bound', async () => {
    const answer = await post({ numbers: Array(100_000).fill('x') })
    expect(answer.body).toMatchObject({ field: 'numbers.0', issues: [{ field: 'numbers.0' }] })
    expect(answer.body.issues).toHaveLength(1)
    expect(answer.size).toBeLessThan(500)
  })

  it('names at most 10 unknown members, and how many more there are', async () => {
    const answer = await post(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`m${i}`, i])))
    expect(answer.body.error).toMatch(/^Unknown member "m0", "m1", .*"m9" and 4990 more; allowed: ips, groups, word, padded, numbers$/)
    expect(answer.body.issues).toHaveLength(10)
    expect(answer.body.issuesOmitted).toBe(4990)
    expect(answer.size).toBeLessThan(1000)
  })
})
