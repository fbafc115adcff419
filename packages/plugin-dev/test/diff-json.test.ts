import jsonpatch from 'fast-json-patch'
import { describe, expect, it } from 'vitest'
import { ok, rejects } from './_app.ts'

const diff = (a: unknown, b: unknown) => ok('diff-json', { a, b })

describe('dev.diff-json', () => {
  it('lists replaced, removed and added members with JSON Pointer paths and counts', async () => {
    expect(await diff({ name: 'svc', version: 1, tags: ['a'], owner: { id: 7 } }, { name: 'svc', version: 2, tags: ['a', 'b'], license: 'MIT' })).toStrictEqual({
      equal: false,
      summary: { added: 2, removed: 1, replaced: 1, total: 4 },
      truncated: false,
      changes: [
        { op: 'replace', path: '/version', oldValue: 1, value: 2 },
        { op: 'add', path: '/tags/1', value: 'b' },
        { op: 'remove', path: '/owner', oldValue: { id: 7 } },
        { op: 'add', path: '/license', value: 'MIT' },
      ],
    })
  })

  it('says equal for identical documents, whatever the member order', async () => {
    expect(await diff({ a: [1, { b: null }], c: 'x' }, { c: 'x', a: [1, { b: null }] })).toStrictEqual({ equal: true, summary: { added: 0, removed: 0, replaced: 0, total: 0 }, truncated: false, changes: [] })
    expect((await diff(0, -0)).equal).toBe(true)
    expect((await diff(null, null)).equal).toBe(true)
  })

  it('replaces whole values whose type changes, and the root when it is not the same kind of container', async () => {
    expect((await diff({ a: { x: 1 }, b: [1], c: null, d: 1 }, { a: [1], b: { 0: 1 }, c: {}, d: '1' })).changes).toStrictEqual([
      { op: 'replace', path: '/a', oldValue: { x: 1 }, value: [1] },
      { op: 'replace', path: '/b', oldValue: [1], value: { 0: 1 } },
      { op: 'replace', path: '/c', oldValue: null, value: {} },
      { op: 'replace', path: '/d', oldValue: 1, value: '1' },
    ])
    expect((await diff([1], { 0: 1 })).changes).toStrictEqual([{ op: 'replace', path: '', oldValue: [1], value: { 0: 1 } }])
    expect((await diff('a', 'b')).changes).toStrictEqual([{ op: 'replace', path: '', oldValue: 'a', value: 'b' }])
  })

  it('removes shrinking array tails highest index first, so the list applies in order', async () => {
    expect((await diff({ list: [1, 2, 3, 4] }, { list: [1, 9] })).changes).toStrictEqual([
      { op: 'replace', path: '/list/1', oldValue: 2, value: 9 },
      { op: 'remove', path: '/list/3', oldValue: 4 },
      { op: 'remove', path: '/list/2', oldValue: 3 },
    ])
  })

  it('escapes ~ and / in paths (RFC 6901) and treats prototype names as plain keys', async () => {
    expect((await diff({ 'a/b': 1, 'm~n': 1, toString: 1 }, { 'a/b': 2, 'm~n': 2, constructor: 1 })).changes).toStrictEqual([
      { op: 'replace', path: '/a~1b', oldValue: 1, value: 2 },
      { op: 'replace', path: '/m~0n', oldValue: 1, value: 2 },
      { op: 'remove', path: '/toString', oldValue: 1 },
      { op: 'add', path: '/constructor', value: 1 },
    ])
    const proto = JSON.parse('{"__proto__": {"x": 1}}')
    expect((await diff({}, proto)).changes).toStrictEqual([{ op: 'add', path: '/__proto__', value: { x: 1 } }])
  })

  it('produces a list that a standard JSON Patch applier turns a into b', async () => {
    const cases: Array<[unknown, unknown]> = [
      [{ a: [1, 2, 3, { b: [4, 5] }], c: { d: 'e' } }, { a: [1, 3, { b: [5] }], c: { d: 'f', g: [null] } }],
      [[{ id: 1 }, { id: 2 }, { id: 3 }], [{ id: 3 }]],
      [{ x: [] }, { x: [[1, [2]], { y: 'z' }] }],
      [{ deep: { er: { still: [1, { v: true }] } } }, { deep: { er: { still: [1, { v: false, w: 0 }], more: {} } } }],
      [[1, 2, 3], []],
      [{ a: 1 }, 'text'],
    ]
    for (const [a, b] of cases) {
      const { changes } = await diff(a, b)
      const result = jsonpatch.applyPatch(structuredClone(a), changes, true).newDocument
      expect(result, JSON.stringify([a, b])).toStrictEqual(b)
    }
  })

  it('lists at most maxChanges changes while counting them all', async () => {
    const a = { list: Array.from({ length: 50 }, (_, i) => i), x: 1 }
    const data = await ok('diff-json', { a, b: { list: [0], x: 2, y: 3 }, maxChanges: 3 })
    expect(data).toMatchObject({ equal: false, truncated: true, summary: { added: 1, removed: 49, replaced: 1, total: 51 } })
    expect(data.changes).toStrictEqual([{ op: 'remove', path: '/list/49', oldValue: 49 }, { op: 'remove', path: '/list/48', oldValue: 48 }, { op: 'remove', path: '/list/47', oldValue: 47 }])
    const all = await ok('diff-json', { a, b: { list: [0], x: 2, y: 3 } })
    expect(all).toMatchObject({ truncated: false, changes: { length: 51 } })
    expect(all.changes.slice(-2)).toStrictEqual([{ op: 'replace', path: '/x', oldValue: 1, value: 2 }, { op: 'add', path: '/y', value: 3 }])
  })

  it('enforces its bounds, naming the field', async () => {
    for (const maxChanges of [0, 100_001, 1.5, '5']) await rejects('diff-json', { a: 1, b: 2, maxChanges }, 'maxChanges')
    await rejects('diff-json', { b: 1 }, 'a')
    await rejects('diff-json', { a: 1 }, 'b')
    let deep: unknown = 1
    for (let i = 0; i < 201; i += 1) deep = [deep]
    expect((await rejects('diff-json', { a: deep, b: 1 }, 'a')).error).toBe('a: nested deeper than 200 levels')
    await rejects('diff-json', { a: 1, b: deep }, 'b')
    await rejects('diff-json', { a: 1, b: 1, c: 1 }, 'c')
  })
})
