import { describe, expect, it } from 'vitest'
import { call, ok, rejects } from './_app.ts'

const toJson = (body: Record<string, unknown>) => ok('csv-to-json', body)

describe('dev.csv-to-json', () => {
  it('keys rows by the header and infers numbers, booleans and empty cells', async () => {
    expect(await toJson({ csv: 'name,age,zip,member,score\nAnn,31,02134,true,-1.5e2\n"Bo, Jr",,1e3,FALSE,0\n' })).toStrictEqual({
      columns: ['name', 'age', 'zip', 'member', 'score'],
      rows: [
        { name: 'Ann', age: 31, zip: '02134', member: true, score: -150 },
        { name: 'Bo, Jr', age: null, zip: 1000, member: false, score: 0 },
      ],
      rowCount: 2, totalRows: 2, truncated: false, delimiter: ',', linebreak: '\n',
    })
  })

  it('parses the RFC 4180 §2 examples: quoted line breaks and doubled quotes', async () => {
    const data = await toJson({ csv: '"aaa","b\r\nbb","ccc"\r\nzzz,yyy,xxx\r\n"aaa","b""bb","ccc"\r\n', header: false })
    expect(data.rows).toStrictEqual([['aaa', 'b\r\nbb', 'ccc'], ['zzz', 'yyy', 'xxx'], ['aaa', 'b"bb', 'ccc']])
    expect(data).toMatchObject({ columns: null, linebreak: '\r\n', rowCount: 3 })
  })

  it('keeps text that would change as a number: leading zeros, +, big integers, hex, spaces', async () => {
    const data = await toJson({ csv: 'v\n007\n+5\n9007199254740993\n0x1F\n 12\n1.\n.5\nNaN\nInfinity\n-0\n12345678901234567890.5\nnull' })
    expect(data.rows.map((row: { v: unknown }) => row.v)).toStrictEqual(['007', '+5', '9007199254740993', '0x1F', ' 12', '1.', '.5', 'NaN', 'Infinity', 0, 12345678901234567000, 'null'])
  })

  it('leaves every cell as text with inferTypes false, and trims on request', async () => {
    expect((await toJson({ csv: 'a,b\n1, true \n,x', inferTypes: false })).rows).toStrictEqual([{ a: '1', b: ' true ' }, { a: '', b: 'x' }])
    expect((await toJson({ csv: 'a,b\n1, true \n,x', trim: true })).rows).toStrictEqual([{ a: 1, b: true }, { a: null, b: 'x' }])
  })

  it('detects ; tab and | delimiters, or takes an explicit one', async () => {
    for (const delimiter of [';', '\t', '|']) {
      const data = await toJson({ csv: `a${delimiter}b\r\n1${delimiter}2\r\n3${delimiter}4` })
      expect(data, JSON.stringify(delimiter)).toMatchObject({ delimiter, linebreak: '\r\n', rows: [{ a: 1, b: 2 }, { a: 3, b: 4 }] })
    }
    expect((await toJson({ csv: 'a:b\n1:2', delimiter: ':' })).rows).toStrictEqual([{ a: 1, b: 2 }])
    expect((await toJson({ csv: 'a;b\n1;2', delimiter: ',' })).rows).toStrictEqual([{ 'a;b': '1;2' }])
  })

  it('strips a byte-order mark, skips blank lines, names blank header cells', async () => {
    const data = await toJson({ csv: '\uFEFFid,,x\n\n1,2,3\n   \n4,5,6\n' })
    expect(data.columns).toStrictEqual(['id', 'column2', 'x'])
    expect(data.rows).toStrictEqual([{ id: 1, column2: 2, x: 3 }, { id: 4, column2: 5, x: 6 }])
    expect((await toJson({ csv: 'a,b\n,\n' })).rows).toStrictEqual([{ a: null, b: null }])
    expect(await toJson({ csv: 'a,b\n' })).toMatchObject({ columns: ['a', 'b'], rows: [], rowCount: 0, totalRows: 0 })
    expect(await toJson({ csv: '\n\n' })).toMatchObject({ columns: [], rows: [] })
  })

  it('keeps members named like Object.prototype as data', async () => {
    const data = await toJson({ csv: '__proto__,constructor\n1,2' })
    expect(Object.keys(data.rows[0])).toStrictEqual(['__proto__', 'constructor'])
    expect(data.rows[0].constructor).toBe(2)
  })

  it('stops at maxRows and says so', async () => {
    const csv = ['n', ...Array.from({ length: 25 }, (_, i) => String(i))].join('\n')
    expect(await toJson({ csv, maxRows: 10 })).toMatchObject({ rowCount: 10, totalRows: 25, truncated: true })
    expect((await toJson({ csv, maxRows: 10 })).rows.at(-1)).toStrictEqual({ n: 9 })
    expect(await toJson({ csv, maxRows: 25 })).toMatchObject({ rowCount: 25, truncated: false })
    expect(await toJson({ csv, header: false, maxRows: 1 })).toMatchObject({ rows: [['n']], totalRows: 26, truncated: true })
  })

  it('refuses malformed CSV naming the record', async () => {
    expect((await rejects('csv-to-json', { csv: 'a,b\n"x,1' }, 'csv')).error).toBe('csv: record 2: quoted field unterminated (MissingQuotes)')
    expect((await rejects('csv-to-json', { csv: 'a,b\n1,2\n3,4,5' }, 'csv')).error).toBe('csv: record 3 has 3 fields but the header has 2')
    expect((await rejects('csv-to-json', { csv: 'a,b\n1' }, 'csv')).row).toBe(2)
    expect((await rejects('csv-to-json', { csv: 'a,b,a\n1,2,3' }, 'csv')).error).toMatch(/column "a" twice/)
    expect((await toJson({ csv: 'a,b\n1\n1,2,3', header: false })).rows).toStrictEqual([['a', 'b'], [1], [1, 2, 3]])
  })

  it('refuses answers that would balloon past 20 MB of JSON', async () => {
    const header = Array.from({ length: 1000 }, (_, i) => `c${String(i).padStart(199, '0')}`).join(',')
    const csv = [header, ...Array.from({ length: 120 }, () => ','.repeat(999))].join('\n')
    const { status, body } = await call('csv-to-json', { csv })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'RESULT_TOO_LARGE', field: 'maxRows' })
    expect(await toJson({ csv, header: false })).toMatchObject({ rowCount: 121 })
  })

  it('enforces its bounds, naming the field', async () => {
    await rejects('csv-to-json', {}, 'csv')
    await rejects('csv-to-json', { csv: '' }, 'csv')
    await rejects('csv-to-json', { csv: 'x'.repeat(1_000_001) }, 'csv')
    expect(await toJson({ csv: `a\n${'x'.repeat(999_998)}` })).toMatchObject({ rowCount: 1 })
    for (const delimiter of ['', ';;', '"', '\n', '\r', 'auto2']) await rejects('csv-to-json', { csv: 'a', delimiter }, 'delimiter')
    for (const maxRows of [0, 100_001, 1.5, '10']) await rejects('csv-to-json', { csv: 'a', maxRows }, 'maxRows')
    await rejects('csv-to-json', { csv: 'a', header: 'yes' }, 'header')
    await rejects('csv-to-json', { csv: 'a', inferTypes: 1 }, 'inferTypes')
    await rejects('csv-to-json', { csv: 'a', trim: null }, 'trim')
    expect((await rejects('csv-to-json', { csv: 'a', columns: ['a'] }, 'columns')).error).toContain('"columns"')
  })
})
