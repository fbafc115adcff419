import { beforeAll, describe, expect, it } from 'vitest'
import { ediPool, INLINE_MAX_CHARS } from '../src/pool.ts'
import { fixture, LARGE_DOCUMENT_MS, ok, rejects, warmPool } from './_edi.ts'

describe('edi.parse', () => {
  beforeAll(warmPool, 60_000)

  it('reads an 850 purchase order (4010): delimiters from ISA, envelopes, segments', async () => {
    const data = await ok('parse', { edi: fixture('x12/850-4010.edi') })
    expect(data.standard).toBe('X12')
    expect(data.delimiters).toEqual({ element: '*', component: '>', repetition: null, segment: '~' })
    expect(data.valid).toBe(true)
    expect(data.errors).toEqual([])
    expect(data.warnings).toEqual([])
    expect(data.counts).toEqual({ interchanges: 1, groups: 1, transactions: 1, segments: 17 })
    const [interchange] = data.interchanges
    expect(interchange).toMatchObject({
      sender: { qualifier: 'ZZ', id: 'ACMEBUYER' },
      receiver: { qualifier: 'ZZ', id: 'WIDGETSUPPLY' },
      date: '2023-11-20', time: '09:30', version: '00401', controlNumber: '000000101',
      acknowledgmentRequested: false, usage: 'production', groupCount: 1, declaredGroupCount: 1,
    })
    const [group] = interchange.groups
    expect(group).toMatchObject({ functionalId: 'PO', senderCode: 'ACMEBUYER', date: '2023-11-20', controlNumber: '101', agency: 'X', version: '004010', transactionCount: 1, declaredTransactionCount: 1 })
    const [order] = group.transactions
    expect(order).toMatchObject({ type: '850', controlNumber: '0001', implementationReference: null, segmentCount: 13, declaredSegmentCount: 13 })
    expect(order.segments[0]).toEqual({ tag: 'BEG', elements: ['00', 'SA', 'PO-4471', '', '20231120'] })
    expect(order.segments.filter((s: any) => s.tag === 'PO1').map((s: any) => s.elements[1])).toEqual(['120', '48'])
    expect(order.segments.at(-1)).toEqual({ tag: 'CTT', elements: ['2'] })
  })

  it('reads an 810 invoice (5010, CRLF after each segment): repetition separator from ISA11, components split', async () => {
    const data = await ok('parse', { edi: fixture('x12/810-5010.edi') })
    expect(data.delimiters).toEqual({ element: '*', component: ':', repetition: '^', segment: '~' })
    expect(data.valid).toBe(true)
    expect(data.counts).toEqual({ interchanges: 1, groups: 1, transactions: 2, segments: 19 })
    const interchange = data.interchanges[0]
    expect(interchange).toMatchObject({ sender: { qualifier: '01', id: '123456789' }, acknowledgmentRequested: true, usage: 'test', date: '2023-12-05', time: '14:15' })
    expect(interchange.groups[0].time).toBe('14:15:30')
    const [first, second] = interchange.groups[0].transactions
    expect(first.segments.find((s: any) => s.tag === 'TDS').elements).toEqual(['146520'])
    expect(second.segments.find((s: any) => s.tag === 'IT1').elements[6]).toEqual(['KIT', 'A1'])
  })

  it('reads an 856 ship notice with its HL hierarchy in order', async () => {
    const data = await ok('parse', { edi: fixture('x12/856-4010.edi') })
    expect(data.valid).toBe(true)
    const notice = data.interchanges[0].groups[0].transactions[0]
    expect(notice.segmentCount).toBe(15)
    expect(notice.segments.filter((s: any) => s.tag === 'HL').map((s: any) => s.elements)).toEqual([['1', '', 'S'], ['2', '1', 'O'], ['3', '2', 'I']])
    expect(notice.segments.find((s: any) => s.tag === 'REF').elements).toEqual(['BM', '1Z999AA10123456784'])
  })

  it('reports every wrong count and control number instead of failing', async () => {
    const edi = fixture('x12/850-4010.edi').replace('SE*13*0001', 'SE*12*0009').replace('GE*1*101', 'GE*2*102').replace('IEA*1*000000101', 'IEA*3*000000999')
    const data = await ok('parse', { edi })
    expect(data.valid).toBe(false)
    expect(data.errors.map((e: any) => e.code)).toEqual(['se_count', 'se_control', 'ge_count', 'ge_control', 'iea_count', 'iea_control'])
    expect(data.errors[0]).toMatchObject({ segment: 15, tag: 'SE' })
    expect(data.errors[0].message).toContain('13')
  })

  it('reports missing trailers, stray segments and bad segment ids', async () => {
    const edi = fixture('x12/850-4010.edi').replace('SE*13*0001~\n', '').replace('REF*DP*038', 'ref*DP*038') + 'N1*ST*AFTER THE END~'
    const data = await ok('parse', { edi })
    expect(data.errors.map((e: any) => e.code)).toEqual(['segment_id', 'se_missing', 'unexpected_segment'])
    expect(data.errors[1]).toMatchObject({ segment: 3, tag: 'ST' })
    expect(data.interchanges[0].groups[0].transactions[0].declaredSegmentCount).toBeNull()
  })

  it('reports a trailer with nothing open, naming the header it lacks', async () => {
    const data = await ok('parse', { edi: `${fixture('x12/850-4010.edi')}SE*2*0002~GE*1*102~IEA*1*000000102~` })
    const stray = data.errors.filter((e: any) => e.code === 'unexpected_segment').map((e: any) => e.message)
    expect(stray).toEqual(['SE without an open ST', 'GE without an open GS', 'IEA without an open ISA'])
  })

  it('accepts a segment terminator followed by a newline, and a newline as the terminator', async () => {
    const data = await ok('parse', { edi: fixture('x12/850-4010.edi').replaceAll('~', '') })
    expect(data.delimiters.segment).toBe('\n')
    expect(data.valid).toBe(true)
    expect(data.counts.segments).toBe(17)
  })

  it('warns when ISA is not padded to 106 characters', async () => {
    const edi = fixture('x12/850-4010.edi').replace('ACMEBUYER      *ZZ', 'ACMEBUYER*ZZ')
    const data = await ok('parse', { edi })
    expect(data.valid).toBe(true)
    expect(data.warnings[0]).toMatch(/106/)
    expect(data.interchanges[0].sender.id).toBe('ACMEBUYER')
  })

  it('400s on what is not X12 and on the bounds', async () => {
    await rejects('parse', { edi: 'UNB+UNOC:3+X+Y' }, 'edi')
    await rejects('parse', { edi: 'ISA*00*short~' }, 'edi')
    await rejects('parse', { edi: 'ISA*00*          *00*          *ZZ*A              *ZZ*B              *231120*0930*U*00401*000000101*0*P***' }, 'edi')
    await rejects('parse', { edi: '' }, 'edi')
    await rejects('parse', { edi: 'x'.repeat(1_000_001) }, 'edi')
    await rejects('parse', {}, 'edi')
    await rejects('parse', { edi: fixture('x12/850-4010.edi'), strict: true }, 'strict')
  })

  it('refuses more than 100000 segments', async () => {
    const head = fixture('x12/850-4010.edi').split('\n').slice(0, 3).join('')
    const body = await rejects('parse', { edi: head + 'N9*A~'.repeat(100_000) }, 'edi')
    expect(body.reason).toBe('too_many_segments')
  }, LARGE_DOCUMENT_MS)

  it('reads large documents on a worker thread, stopped at the time limit', async () => {
    const head = fixture('x12/850-4010.edi').split('\n').slice(0, 3).join('')
    const line = 'PO1*1*120*EA*4.25**UP*012345678905*VN*WS-100~'
    /** A purchase order of `n` item lines, with its trailers. */
    const order = (n: number) => head + line.repeat(n) + `SE*${n + 2}*0001~GE*1*101~IEA*1*000000101~`
    const n = Math.ceil(INLINE_MAX_CHARS / line.length) + 10
    const edi = order(n)
    const data = await ok('parse', { edi })
    expect(data.valid).toBe(true)
    expect(data.interchanges[0].groups[0].transactions[0].segmentCount).toBe(n + 2)
    // Stopped: a document near the size limit (some 20,000 segments) takes far longer than 1 ms to read, so the
    // timer fires first even when a loaded machine delays the main thread (a small one could finish within it).
    const large = order(Math.floor(950_000 / line.length))
    const limit = ediPool.limits.timeLimitMs
    ediPool.limits.timeLimitMs = 1
    try {
      const body = await rejects('parse', { edi: large }, 'edi')
      expect(body.reason).toBe('too_slow')
    } finally {
      ediPool.limits.timeLimitMs = limit
    }
  }, 60_000)
})
