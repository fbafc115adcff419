import { describe, expect, it } from 'vitest'
import { ok, rejects } from './_app.ts'

const run = (body: Record<string, unknown>) => ok('flatten-json', body)
const nested = { user: { name: 'Ann', roles: ['admin', 'dev'], address: { city: 'Paris', geo: [48.85, 2.35] } }, empty: {}, none: [], n: null }

describe('dev.flatten-json', () => {
  it('flattens to dot paths with array indexes as segments, keeping empty containers as values', async () => {
    expect(await run({ data: nested })).toStrictEqual({
      mode: 'flatten',
      result: { 'user.name': 'Ann', 'user.roles.0': 'admin', 'user.roles.1': 'dev', 'user.address.city': 'Paris', 'user.address.geo.0': 48.85, 'user.address.geo.1': 2.35, empty: {}, none: [], n: null },
      keyCount: 9,
    })
  })

  it('writes indexes in brackets, takes any separator, and stops at maxDepth', async () => {
    expect((await run({ data: nested, arrayStyle: 'bracket', separator: '/' })).result).toStrictEqual({
      'user/name': 'Ann', 'user/roles[0]': 'admin', 'user/roles[1]': 'dev', 'user/address/city': 'Paris', 'user/address/geo[0]': 48.85, 'user/address/geo[1]': 2.35, empty: {}, none: [], n: null,
    })
    expect((await run({ data: nested, maxDepth: 2 })).result).toStrictEqual({
      'user.name': 'Ann', 'user.roles': ['admin', 'dev'], 'user.address': { city: 'Paris', geo: [48.85, 2.35] }, empty: {}, none: [], n: null,
    })
    expect((await run({ data: [[1, 2], { a: 3 }], arrayStyle: 'bracket' })).result).toStrictEqual({ '[0][0]': 1, '[0][1]': 2, '[1].a': 3 })
    expect((await run({ data: [] })).result).toStrictEqual({})
  })

  it('unflattens both styles back to the original', async () => {
    for (const arrayStyle of ['dot', 'bracket']) {
      for (const separator of ['.', '__', '/']) {
        const { result } = await run({ data: nested, arrayStyle, separator })
        const back = await run({ data: result, mode: 'unflatten', arrayStyle, separator })
        expect(back, `${arrayStyle} ${separator}`).toStrictEqual({ mode: 'unflatten', result: nested, keyCount: 9 })
      }
    }
    expect((await run({ data: { '[0].a': 1, '[1]': 2 }, mode: 'unflatten', arrayStyle: 'bracket' })).result).toStrictEqual([{ a: 1 }, 2])
    expect((await run({ data: { '0': 'x', '1.k': 'y' }, mode: 'unflatten' })).result).toStrictEqual(['x', { k: 'y' }])
  })

  it('fills array holes with null and keeps caller values (even objects) as leaves', async () => {
    expect((await run({ data: { 'a.2': 'c', 'a.0': 'x' }, mode: 'unflatten' })).result).toStrictEqual({ a: ['x', null, 'c'] })
    expect((await run({ data: { 'a.b': { 'c.d': 1 } }, mode: 'unflatten' })).result).toStrictEqual({ a: { b: { 'c.d': 1 } } })
    expect((await run({ data: { 'a[0]': 1, 'b.0': 2 }, mode: 'unflatten', arrayStyle: 'bracket' })).result).toStrictEqual({ a: [1], b: { 0: 2 } })
  })

  it('keeps __proto__ as an own member without touching any prototype', async () => {
    const data = JSON.parse('{"__proto__.polluted": true, "a.__proto__": 1}')
    const { result } = await run({ data, mode: 'unflatten' })
    expect(Object.keys(result)).toStrictEqual(['__proto__', 'a'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((await run({ data: result })).result).toStrictEqual(JSON.parse('{"__proto__.polluted": true, "a.__proto__": 1}'))
  })

  it('refuses keys that conflict, collide or index absurdly far', async () => {
    expect((await rejects('flatten-json', { data: { a: 1, 'a.b': 2 }, mode: 'unflatten' }, 'data')).error).toMatch(/key "a.b" conflicts/)
    await rejects('flatten-json', { data: { 'a.b': 2, a: 1 }, mode: 'unflatten' }, 'data')
    await rejects('flatten-json', { data: { 'a.0': 1, 'a.x': 2 }, mode: 'unflatten' }, 'data')
    await rejects('flatten-json', { data: { '0': 1, x: 2 }, mode: 'unflatten' }, 'data')
    await rejects('flatten-json', { data: { a: {}, 'a.b': 1 }, mode: 'unflatten' }, 'data')
    expect((await rejects('flatten-json', { data: { 'a.5000': 1 }, mode: 'unflatten' }, 'data')).error).toMatch(/index 5000 is too large \(at most 999\)/)
    expect((await rejects('flatten-json', { data: { 'a.b': 1, a: { b: 2 } } }, 'data')).error).toMatch(/same key "a.b"/)
    await rejects('flatten-json', { data: [1], mode: 'unflatten' }, 'data')
    expect((await rejects('flatten-json', { data: { [Array(202).fill('a').join('.')]: 1 }, mode: 'unflatten' }, 'data')).error).toMatch(/has 202 segments; at most 200$/)
    expect((await run({ data: { [Array(200).fill('a').join('.')]: 1 }, mode: 'unflatten' })).keyCount).toBe(1)
  })

  it('refuses to flatten into more than 100000 keys', async () => {
    expect((await rejects('flatten-json', { data: { a: Array(100_001).fill(0) } }, 'data', 'RESULT_TOO_LARGE')).error).toBe('data: flattens to more than 100000 keys')
    expect((await run({ data: { a: Array(100_000).fill(0) } })).keyCount).toBe(100_000)
    expect((await run({ data: { a: Array(100_001).fill(0) }, maxDepth: 1 })).keyCount).toBe(1)
  })

  it('enforces its bounds, naming the field', async () => {
    await rejects('flatten-json', {}, 'data')
    for (const data of [1, 'x', null, true]) await rejects('flatten-json', { data }, 'data')
    await rejects('flatten-json', { data: {}, mode: 'explode' }, 'mode')
    await rejects('flatten-json', { data: {}, separator: '' }, 'separator')
    await rejects('flatten-json', { data: {}, separator: 'x'.repeat(11) }, 'separator')
    await rejects('flatten-json', { data: {}, separator: '[', arrayStyle: 'bracket' }, 'separator')
    await rejects('flatten-json', { data: {}, arrayStyle: 'index' }, 'arrayStyle')
    for (const maxDepth of [0, 201, 1.5]) await rejects('flatten-json', { data: {}, maxDepth }, 'maxDepth')
    await rejects('flatten-json', { data: {}, mode: 'unflatten', maxDepth: 2 }, 'maxDepth')
    let deep: unknown = 1
    for (let i = 0; i < 201; i += 1) deep = { d: deep }
    await rejects('flatten-json', { data: deep }, 'data')
    await rejects('flatten-json', { data: {}, depth: 1 }, 'depth')
  })
})
