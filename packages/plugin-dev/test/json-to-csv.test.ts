import { describe, expect, it } from 'vitest'
import { ok, rejects } from './_app.ts'

const toCsv = (body: Record<string, unknown>) => ok('json-to-csv', body)

describe('dev.json-to-csv', () => {
  it('writes RFC 4180 CSV with CRLF, columns in first-seen order, nested members flattened', async () => {
    expect(await toCsv({ rows: [{ id: 1, name: 'Ann', tags: ['a', 'b'], address: { city: 'Paris' } }, { id: 2, ok: false, name: null }] })).toStrictEqual({
      csv: 'id,name,tags.0,tags.1,address.city,ok\r\n1,Ann,a,b,Paris,\r\n2,,,,,false',
      columns: ['id', 'name', 'tags.0', 'tags.1', 'address.city', 'ok'],
      rowCount: 2,
    })
  })

  it('quotes cells holding the delimiter, quotes, line breaks or edge spaces', async () => {
    const data = await toCsv({ rows: [{ a: 'x,y', b: 'say "hi"', c: 'two\nlines', d: ' pad', e: 'plain' }] })
    expect(data.csv).toBe('a,b,c,d,e\r\n"x,y","say ""hi""","two\nlines"," pad",plain')
    const back = await ok('csv-to-json', { csv: data.csv, inferTypes: false })
    expect(back.rows).toStrictEqual([{ a: 'x,y', b: 'say "hi"', c: 'two\nlines', d: ' pad', e: 'plain' }])
  })

  it('follows the given columns (order and choice), filling missing members with empty cells', async () => {
    const rows = [{ a: 1, b: 2, c: 3 }, { c: 6, a: 4 }]
    expect((await toCsv({ rows, columns: ['c', 'a', 'z'] })).csv).toBe('c,a,z\r\n3,1,\r\n6,4,')
    expect((await toCsv({ rows, columns: ['b'], header: false, newline: 'lf' })).csv).toBe('2\n')
  })

  it('takes another delimiter, LF line breaks, and a flattening separator', async () => {
    const rows = [{ a: { b: 1.5 }, c: 'x;y' }]
    expect((await toCsv({ rows, delimiter: ';', newline: 'lf' })).csv).toBe('a.b;c\n1.5;"x;y"')
    expect((await toCsv({ rows, delimiter: '\t', separator: '/' })).csv).toBe('a/b\tc\r\n1.5\tx;y')
  })

  it('writes nested values as JSON text with flatten false, and empty containers as {} and []', async () => {
    const rows = [{ a: { b: [1, { c: 'd' }] }, e: {}, f: [] }]
    expect((await toCsv({ rows, flatten: false })).csv).toBe('a,e,f\r\n"{""b"":[1,{""c"":""d""}]}",{},[]')
    expect((await toCsv({ rows })).csv).toBe('a.b.0,a.b.1.c,e,f\r\n1,d,{},[]')
  })

  it('neutralizes spreadsheet formulas on request', async () => {
    const rows = [{ a: '=SUM(A1:A2)', b: '+1', c: '@x', d: 'safe' }]
    expect((await toCsv({ rows })).csv).toBe('a,b,c,d\r\n=SUM(A1:A2),+1,@x,safe')
    expect((await toCsv({ rows, escapeFormulae: true })).csv).toBe('a,b,c,d\r\n"\'=SUM(A1:A2)","\'+1","\'@x",safe')
  })

  it('round-trips through csv-to-json', async () => {
    const rows = [{ id: 1, price: 9.99, name: 'Widget, large', active: true }, { id: 2, price: 0.5, name: 'Gadget "pro"', active: false }]
    const { csv } = await toCsv({ rows })
    expect((await ok('csv-to-json', { csv })).rows).toStrictEqual(rows)
  })

  it('refuses a flattening collision instead of losing a value', async () => {
    expect((await rejects('json-to-csv', { rows: [{ 'a.b': 1, a: { b: 2 } }] }, 'rows.0')).error).toMatch(/same key "a.b"/)
    expect((await toCsv({ rows: [{ 'a.b': 1, a: { b: 2 } }], separator: '/' })).columns).toStrictEqual(['a.b', 'a/b'])
  })

  it('refuses tables past 10000 columns or 2000000 cells', async () => {
    expect((await rejects('json-to-csv', { rows: [{ a: Array(10_001).fill(0) }] }, 'rows.0', 'RESULT_TOO_LARGE')).error).toBe('rows.0: flattens to more than 10000 keys')
    const wide = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`c${i}`, 1]))
    await rejects('json-to-csv', { rows: [wide, Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`d${i}`, 1]))] }, 'columns', 'RESULT_TOO_LARGE')
    const many = Array.from({ length: 100_000 }, () => ({}))
    expect((await rejects('json-to-csv', { rows: many, columns: Array.from({ length: 21 }, (_, i) => `c${i}`) }, 'columns', 'RESULT_TOO_LARGE')).error).toMatch(/^rows: 100000 rows × 21 columns is past the limit/)
    expect((await toCsv({ rows: [{ a: Array(10_000).fill(0) }] })).columns).toHaveLength(10_000)
    expect((await toCsv({ rows: many, columns: Array.from({ length: 20 }, (_, i) => `c${i}`), header: false, newline: 'lf' })).csv).toBe(Array(100_000).fill(','.repeat(19)).join('\n'))
  })

  it('enforces its bounds, naming the field', async () => {
    await rejects('json-to-csv', {}, 'rows')
    await rejects('json-to-csv', { rows: [] }, 'rows')
    await rejects('json-to-csv', { rows: {} }, 'rows')
    await rejects('json-to-csv', { rows: [[1, 2]] }, 'rows.0')
    await rejects('json-to-csv', { rows: [{ a: 1 }, 'x'] }, 'rows.1')
    await rejects('json-to-csv', { rows: [{}] }, 'rows')
    await rejects('json-to-csv', { rows: Array.from({ length: 100_001 }, () => ({})) }, 'rows')
    await rejects('json-to-csv', { rows: [{ a: 1 }], columns: [] }, 'columns')
    await rejects('json-to-csv', { rows: [{ a: 1 }], columns: ['a', 'a'] }, 'columns')
    await rejects('json-to-csv', { rows: [{ a: 1 }], columns: [''] }, 'columns.0')
    await rejects('json-to-csv', { rows: [{ a: 1 }], columns: Array.from({ length: 10_001 }, (_, i) => `c${i}`) }, 'columns')
    for (const delimiter of ['', 'auto', ';;', '"', '\n']) await rejects('json-to-csv', { rows: [{ a: 1 }], delimiter }, 'delimiter')
    await rejects('json-to-csv', { rows: [{ a: 1 }], separator: '' }, 'separator')
    await rejects('json-to-csv', { rows: [{ a: 1 }], separator: '12345678901' }, 'separator')
    await rejects('json-to-csv', { rows: [{ a: 1 }], newline: 'cr' }, 'newline')
    await rejects('json-to-csv', { rows: [{ a: 1 }], header: 'no' }, 'header')
    await rejects('json-to-csv', { rows: [{ a: 1 }], flatten: 0 }, 'flatten')
    await rejects('json-to-csv', { rows: [{ a: 1 }], escapeFormulae: 'yes' }, 'escapeFormulae')
    await rejects('json-to-csv', { rows: [{ a: 1 }], quote: true }, 'quote')
  })
})
