import { describe, expect, it } from 'vitest'
import { call, ok, rejects } from './_app.ts'

const run = (body: Record<string, unknown>) => ok('regex-test', body)

describe('dev.regex-test', () => {
  it('lists global matches with positions, numbered captures and named groups', async () => {
    expect(await run({ pattern: '(?<year>\\d{4})-(\\d{2})(-(\\d{2}))?', flags: 'g', text: 'from 2024-01-31 to 1999-12' })).toStrictEqual({
      pattern: '(?<year>\\d{4})-(\\d{2})(-(\\d{2}))?',
      flags: 'g',
      matched: true,
      count: 2,
      truncated: false,
      matches: [
        { match: '2024-01-31', index: 5, end: 15, captures: ['2024', '01', '-31', '31'], groups: { year: '2024' } },
        { match: '1999-12', index: 19, end: 26, captures: ['1999', '12', null, null], groups: { year: '1999' } },
      ],
    })
  })

  it('follows JavaScript semantics: one match without g, sticky, case and multiline flags', async () => {
    expect((await run({ pattern: 'a', text: 'banana' })).matches).toStrictEqual([{ match: 'a', index: 1, end: 2, captures: [], groups: null }])
    expect((await run({ pattern: 'a', flags: 'y', text: 'banana' })).matched).toBe(false)
    expect((await run({ pattern: '[ab]', flags: 'gy', text: 'abxa' })).count).toBe(2)
    expect((await run({ pattern: '^b', flags: 'gim', text: 'a\nB\nb' })).matches.map((m: { index: number }) => m.index)).toStrictEqual([2, 4])
    expect((await run({ pattern: 'a.c', flags: 's', text: 'a\nc' })).matched).toBe(true)
    expect((await run({ pattern: '\\p{Script=Greek}+', flags: 'gu', text: 'abc αβγ' })).matches[0]).toMatchObject({ match: 'αβγ', index: 4 })
    expect((await run({ pattern: '[\\p{L}--[a-z]]', flags: 'gv', text: 'aBc' })).matches.map((m: { match: string }) => m.match)).toStrictEqual(['B'])
    expect(await run({ pattern: 'z', flags: 'g', text: 'abc' })).toMatchObject({ matched: false, count: 0, matches: [] })
  })

  it('steps over empty matches by code point with u, by code unit without', async () => {
    expect((await run({ pattern: '(?:)', flags: 'gu', text: '😀a' })).matches.map((m: { index: number }) => m.index)).toStrictEqual([0, 2, 3])
    expect((await run({ pattern: '(?:)', flags: 'g', text: '😀a' })).matches.map((m: { index: number }) => m.index)).toStrictEqual([0, 1, 2, 3])
    expect((await run({ pattern: 'x*', flags: 'g', text: 'axxb' })).matches.map((m: { match: string }) => m.match)).toStrictEqual(['', 'xx', '', ''])
  })

  it('stops at maxMatches and says so', async () => {
    expect(await run({ pattern: '\\d', flags: 'g', text: '0123456789', maxMatches: 3 })).toMatchObject({ count: 3, truncated: true })
    expect(await run({ pattern: '\\d', flags: 'g', text: '012', maxMatches: 3 })).toMatchObject({ count: 3, truncated: false })
    expect(await run({ pattern: '.', flags: 'gs', text: 'x'.repeat(5000), maxMatches: 1000 })).toMatchObject({ count: 1000, truncated: true })
  })

  it('answers other calls while a catastrophic pattern backtracks, then stops it at its time limit', async () => {
    // Two parked threads, so the calls below need no thread start-up.
    await Promise.all([run({ pattern: 'a', text: 'a' }), run({ pattern: 'b', text: 'b' })])
    const settled: string[] = []
    const track = <T>(name: string, promise: Promise<T>) => promise.then((value) => (settled.push(name), value))
    // (a+)+$ over 34 a's and a '!' would backtrack for hours: it ends only by being stopped.
    const catastrophic = track('catastrophic', call('regex-test', { pattern: '(a+)+$', text: `${'a'.repeat(34)}!` }))
    const [simple, other] = await Promise.all([track('simple', run({ pattern: 'b', text: 'abc' })), track('uuid', ok('uuid', new URLSearchParams()))])
    expect(simple.count).toBe(1)
    expect(other.uuids).toHaveLength(1)
    expect(settled).not.toContain('catastrophic')
    // Both threads backtracking: the event loop still answers, and a pattern waits for a thread instead of failing.
    const catastrophic2 = track('catastrophic2', call('regex-test', { pattern: '(x+x+)+y', text: 'x'.repeat(40), timeoutMs: 1000 }))
    const queued = track('queued', run({ pattern: 'c', text: 'abc' }))
    await track('uuid v7', ok('uuid', new URLSearchParams({ version: 'v7' })))
    expect(settled).not.toContain('catastrophic2')
    expect(settled).not.toContain('queued')
    const slow = await catastrophic
    expect(slow.status).toBe(400)
    expect(slow.body).toMatchObject({ code: 'INVALID_INPUT', field: 'pattern', reason: 'timeout', timeoutMs: 1000 })
    expect(slow.body.error).toBe('pattern: matching took longer than 1000 ms and was stopped (catastrophic backtracking?)')
    expect((await catastrophic2).body).toMatchObject({ code: 'INVALID_INPUT', field: 'pattern', reason: 'timeout', timeoutMs: 1000 })
    expect((await queued).matches[0].index).toBe(2)
    // The pool replaced the stopped threads.
    expect((await run({ pattern: 'c', text: 'abc' })).matches[0].index).toBe(2)
  }, 30_000)

  it('stops a pattern at the time limit the caller chose', async () => {
    const { status, body } = await call('regex-test', { pattern: '(a|a)*b', text: 'a'.repeat(40), timeoutMs: 50 })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_INPUT', field: 'pattern', reason: 'timeout', timeoutMs: 50 })
  }, 30_000)

  it('refuses invalid patterns and flags, naming the field', async () => {
    expect((await rejects('regex-test', { pattern: '(', text: 'x' }, 'pattern')).error).toBe('pattern: Invalid regular expression: /(/: Unterminated group')
    expect((await rejects('regex-test', { pattern: 'a{2,1}', text: 'x' }, 'pattern')).reason).toBe('syntax')
    await rejects('regex-test', { pattern: '\\p{Nope}', flags: 'u', text: 'x' }, 'pattern')
    for (const flags of ['gg', 'x', 'G', ' g']) await rejects('regex-test', { pattern: 'a', flags, text: 'x' }, 'flags')
    expect((await rejects('regex-test', { pattern: 'a', flags: 'uv', text: 'x' }, 'flags')).error).toMatch(/^flags: Invalid flags/)
  })

  it('enforces its bounds, naming the field', async () => {
    await rejects('regex-test', { text: 'x' }, 'pattern')
    await rejects('regex-test', { pattern: '', text: 'x' }, 'pattern')
    await rejects('regex-test', { pattern: 'a'.repeat(2001), text: 'x' }, 'pattern')
    await rejects('regex-test', { pattern: 'a' }, 'text')
    expect((await run({ pattern: 'a', text: '' })).matched).toBe(false)
    await rejects('regex-test', { pattern: 'a', text: 'x'.repeat(200_001) }, 'text')
    for (const maxMatches of [0, 1001, 2.5]) await rejects('regex-test', { pattern: 'a', text: 'a', maxMatches }, 'maxMatches')
    for (const timeoutMs of [9, 1001, 'fast']) await rejects('regex-test', { pattern: 'a', text: 'a', timeoutMs }, 'timeoutMs')
    await rejects('regex-test', { pattern: 'a', text: 'a', replace: 'b' }, 'replace')
  })
})
