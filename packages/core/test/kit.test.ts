import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defineOperation, definePlugin, defineUpstream, invalidField, listAnswer, lookupAnswer, requireExactlyOne, requireOne, requireOrder, forbidTogether, sourceOf } from '../src/index.ts'
import { type RecordedRequest, testHost } from '../src/testing/index.ts'

const echo = defineUpstream({ id: 'echo', name: 'Echo', baseUrl: 'https://echo.invalid', license: 'test data' })

const plugin = definePlugin({
  name: '@svc/plugin-kit-test',
  version: '0.0.0',
  group: 'kit',
  core: '^0.1',
  operations: [
    defineOperation({
      name: 'find',
      method: 'GET',
      description: 'Finds things by one of two keys, for the kit tests.',
      input: v.object({ a: v.optional(v.string()), b: v.optional(v.string()) }),
      price: { usd: 0.001 },
      upstreams: [echo],
      async handler({ input, upstream, signal }) {
        requireOne(input, ['a', 'b'])
        forbidTogether(input, 'a', 'b')
        if (input.a === 'bad') throw invalidField('a', 'must not be bad', { reason: 'bad' })
        const response = await upstream(echo).json<{ accept: string }>('/echo', { signal })
        return listAnswer([{ accept: response.data.accept }], sourceOf(echo, response.url), { mode: 'list' })
      },
    }),
  ],
})

describe('the plugin-author kit', () => {
  it('builds field errors whose body names the field', () => {
    const error = invalidField('limit', 'must be at most 50', { reason: 'max' })
    expect(error.status).toBe(400)
    expect(error.message).toBe('limit: must be at most 50')
    expect(error.details).toMatchObject({ field: 'limit', reason: 'max', issues: [{ field: 'limit', message: 'must be at most 50' }] })
    expect(invalidField('x', 'x: already prefixed').message).toBe('x: already prefixed')
  })

  it('refuses the end of a range before its start, naming the end, and lets an open or even range through', () => {
    expect(() => requireOrder({ from: '2024-02-01', to: '2024-01-31' }, 'from', 'to')).toThrow('to: must not be before from (2024-02-01)')
    expect(() => requireOrder({ yearFrom: 2020, yearTo: 2019 }, 'yearFrom', 'yearTo')).toThrow('yearTo: must not be before yearFrom (2020)')
    for (const range of [{ from: '2024-01-01', to: '2024-01-01' }, { from: '2024-01-01' }, { to: '2024-01-01' }, { from: null, to: '2024-01-01' }, {}]) {
      expect(() => requireOrder(range, 'from', 'to')).not.toThrow()
    }
  })

  it('asks for exactly one of two ways to ask, naming the first field or the one to drop', () => {
    const fieldOf = (run: () => void) => {
      try {
        run()
      } catch (error) {
        return [(error as { details: { field: string } }).details.field, (error as Error).message]
      }
      return undefined
    }
    expect(fieldOf(() => requireExactlyOne({ name: '', ndc: undefined }, ['name', 'ndc'], 'a name or an ndc'))).toEqual(['name', 'name: give a name or an ndc'])
    expect(fieldOf(() => requireExactlyOne({ name: 'x', ndc: '1' }, ['name', 'ndc'], 'a name or an ndc'))).toEqual(['name', 'name: give a name or an ndc, not both'])
    expect(fieldOf(() => requireExactlyOne({ condition: 'cf', gene: 'CFTR' }, ['condition', 'gene'], 'a condition or a gene', { both: 'gene' }))).toEqual(['gene', 'gene: give a condition or a gene, not both'])
    expect(fieldOf(() => requireExactlyOne({ name: null, ndc: '1' }, ['name', 'ndc'], 'a name or an ndc'))).toBeUndefined()
  })

  it('checks an end the operation works out (a default) too, naming the end the caller gave', () => {
    expect(() => requireOrder({ from: '2030-01-01' }, 'from', 'to', { to: '2026-11-29' })).toThrow('from: must not be after to (2026-11-29, its default)')
    expect(() => requireOrder({ to: '2024-01-01' }, 'from', 'to', { from: '2024-03-01' })).toThrow('to: must not be before from (2024-03-01, its default)')
    expect(() => requireOrder({ from: '2024-02-01', to: '2024-01-31' }, 'from', 'to', { to: '2030-01-01' })).toThrow('to: must not be before from (2024-02-01)')
    for (const range of [{ from: '2024-01-01' }, { to: '2024-01-01' }, { from: '2024-01-01', to: '2024-01-02' }, { from: null }]) {
      expect(() => requireOrder(range, 'from', 'to', { from: '2023-12-31', to: '2024-01-01' })).not.toThrow()
    }
  })

  it('builds normalized answers', () => {
    const source = sourceOf(echo)
    expect(source).toEqual({ provider: 'Echo', url: 'https://echo.invalid', license: 'test data' })
    expect(listAnswer([1, 2], source, { total: null })).toEqual({ ok: true, items: [1, 2], total: null, source })
    expect(lookupAnswer({ id: 1 }, source, { mode: 'lookup' })).toEqual({ ok: true, items: [{ id: 1 }], total: 1, source, meta: { mode: 'lookup' } })
  })

  const routes = { 'GET /echo': (request: RecordedRequest) => ({ body: { accept: request.headers.accept } }) }
  const free = testHost({ plugins: plugin, upstreams: ['echo'], routes })
  const paid = testHost({ plugins: plugin, paid: true, upstreams: ['echo'], routes })
  it('tests a plugin free, against a fixture server, asserting by field', async () => {
    const data = await free.ok('/api/kit/find?a=1')
    // json() asks for JSON by default.
    expect(data.items[0].accept).toBe('application/json')
    expect(data.meta).toEqual({ mode: 'list' })
    expect(data.source.url).toBe(`${free.server.url}/echo`)
    await free.rejects('/api/kit/find', 'a')
    await free.rejects('/api/kit/find?a=1&b=2', 'b')
    expect((await free.rejects('/api/kit/find?a=bad', 'a')).reason).toBe('bad')
    await free.rejects('/api/kit/find?c=1', 'c')
    await free.status('/api/kit/find?a=1', 405, { a: '1' }, 'METHOD_NOT_ALLOWED')
    await paid.status('/api/kit/find?a=1', 402)
  })
})

describe('the kit\'s parameter schemas', () => {
  it('accepts real calendar dates only, and bounds a row count with its default', async () => {
    const { calendarDate, rowLimit } = await import('../src/index.ts')
    expect(v.safeParse(calendarDate('day'), '2024-02-29').success).toBe(true)
    expect(v.safeParse(calendarDate('day'), '2025-02-29').success).toBe(false)
    expect(v.safeParse(calendarDate('day'), '2025-2-01').success).toBe(false)
    expect(v.parse(rowLimit(50, 10), undefined)).toBe(10)
    expect(v.safeParse(rowLimit(50, 10), 51).success).toBe(false)
  })
})
