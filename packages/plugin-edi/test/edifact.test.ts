import { beforeAll, describe, expect, it } from 'vitest'
import { fixture, LARGE_DOCUMENT_MS, ok, rejects, warmPool } from './_edi.ts'

describe('edi.edifact', () => {
  beforeAll(warmPool, 60_000)

  it('reads an ORDERS D.96A with UNA: service characters, release character, envelopes, composites', async () => {
    const data = await ok('edifact', { edi: fixture('edifact/orders-d96a.edi') })
    expect(data.standard).toBe('EDIFACT')
    expect(data.serviceStringAdvice).toEqual({ component: ':', element: '+', decimal: '.', release: '?', repetition: null, segment: "'", given: true })
    expect(data.valid).toBe(true)
    expect(data.counts).toEqual({ interchanges: 1, groups: 0, messages: 1, segments: 18 })
    const [interchange] = data.interchanges
    expect(interchange).toMatchObject({
      syntax: { identifier: 'UNOC', version: '3' },
      sender: { id: '5412345000013', qualifier: '14', routing: null },
      recipient: { id: '4012345000009', qualifier: '14', routing: null },
      date: '2023-11-20', time: '09:30', controlReference: 'ORD0001', test: false, declaredCount: 1, groups: [],
    })
    const [order] = interchange.messages
    expect(order).toMatchObject({ referenceNumber: 'ME000001', type: 'ORDERS', version: 'D', release: '96A', agency: 'UN', associationCode: 'EAN008', segmentCount: 16, declaredSegmentCount: 16 })
    expect(order.segments[0]).toEqual({ tag: 'BGM', elements: ['220', 'PO-4471', '9'] })
    expect(order.segments.find((s: any) => s.tag === 'FTX').elements).toEqual(['AAI', '', '', "Deliver to gate 4: ring the bell's buzzer"])
    expect(order.segments.find((s: any) => s.tag === 'LIN').elements).toEqual(['1', '', ['4000862141404', 'SRS']])
    expect(order.segments.find((s: any) => s.tag === 'NAD').elements).toEqual(['BY', ['5412345000013', '', '9']])
  })

  it('reads an INVOIC D.01B without UNA (defaults; syntax 4: CCYYMMDD and * repetition), CRLF between segments', async () => {
    const data = await ok('edifact', { edi: fixture('edifact/invoic-d01b.edi') })
    expect(data.serviceStringAdvice).toEqual({ component: ':', element: '+', decimal: '.', release: '?', repetition: '*', segment: "'", given: false })
    expect(data.valid).toBe(true)
    const interchange = data.interchanges[0]
    expect(interchange).toMatchObject({ syntax: { version: '4' }, date: '2023-12-05', time: '14:15', controlReference: 'INV0042', applicationReference: 'INVOIC' })
    const invoice = interchange.messages[0]
    expect(invoice).toMatchObject({ type: 'INVOIC', release: '01B', segmentCount: 17 })
    expect(invoice.segments.filter((s: any) => s.tag === 'MOA').map((s: any) => s.elements[0][1])).toEqual(['510.00', '955.20', '1465.20'])
    expect(invoice.segments.find((s: any) => s.tag === 'TAX').elements).toEqual(['7', 'VAT', '', '', ['', '', '', '19'], 'S'])
  })

  it('reads UNG groups, repetitions and custom UNA characters', async () => {
    const edi = "UNA|=,!*~UNB=UNOC|4=A=B=20240101|1200=7~UNG=ORDERS=A=B=20240101|1200=G1=UN=D|96A~UNH=1=ORDERS|D|96A|UN~FTX=AAI=a!=b*c|d~UNT=3=1~UNE=1=G1~UNZ=1=7~"
    const data = await ok('edifact', { edi })
    expect(data.serviceStringAdvice).toMatchObject({ component: '|', element: '=', decimal: ',', release: '!', repetition: '*', segment: '~' })
    expect(data.valid).toBe(true)
    const group = data.interchanges[0].groups[0]
    expect(group).toMatchObject({ functionalGroup: 'ORDERS', referenceNumber: 'G1', messageCount: 1, declaredMessageCount: 1 })
    expect(group.messages[0].segments[0].elements).toEqual(['AAI', { repeats: ['a=b', ['c', 'd']] }])
  })

  it('reports wrong counts and references, missing trailers and stray segments', async () => {
    const edi = fixture('edifact/orders-d96a.edi').replace('UNT+16+ME000001', 'UNT+15+ME000002').replace('UNZ+1+ORD0001', 'UNZ+2+ORD0009')
    const data = await ok('edifact', { edi })
    expect(data.valid).toBe(false)
    expect(data.errors.map((e: any) => e.code)).toEqual(['unt_count', 'unt_reference', 'unz_count', 'unz_reference'])
    expect(data.errors[0]).toMatchObject({ segment: 17, tag: 'UNT' })
    const missing = await ok('edifact', { edi: fixture('edifact/orders-d96a.edi').replace("UNT+16+ME000001'\n", '') + "BGM+220'" })
    expect(missing.errors.map((e: any) => e.code)).toEqual(['unt_missing', 'unexpected_segment'])
  })

  it('reports a trailer with nothing open, naming the header it lacks', async () => {
    const data = await ok('edifact', { edi: `${fixture('edifact/orders-d96a.edi')}UNT+2+ME000002'UNE+1+G2'UNZ+1+ORD0002'` })
    const stray = data.errors.filter((e: any) => e.code === 'unexpected_segment').map((e: any) => e.message)
    expect(stray).toEqual(['UNT without an open UNH', 'UNE without an open UNG', 'UNZ without an open UNB'])
  })

  it('400s on what is not EDIFACT and on the bounds', async () => {
    await rejects('edifact', { edi: fixture('x12/850-4010.edi') }, 'edi')
    await rejects('edifact', { edi: "UNA::.? 'UNB+UNOC:3+A+B+240101:1200+1'" }, 'edi')
    await rejects('edifact', { edi: "UNB+UNOC:3+A+B+240101:1200+1'UNZ+0+1?" }, 'edi')
    await rejects('edifact', { edi: "UNB+UNOC:3+A+B+240101:1200+1'UNZ+0+1" }, 'edi')
    await rejects('edifact', { edi: '' }, 'edi')
    await rejects('edifact', { edi: 'U'.repeat(1_000_001) }, 'edi')
    await rejects('edifact', { edi: "UNB+UNOC:3+A+B+240101:1200+1'", syntax: 4 }, 'syntax')
    const body = await rejects('edifact', { edi: "UNB+UNOC:3+A+B+240101:1200+1'" + "FTX'".repeat(100_000) }, 'edi')
    expect(body.reason).toBe('too_many_segments')
  }, LARGE_DOCUMENT_MS)
})
