import { describe, expect, it } from 'vitest'
import { fixture, ok, rejects } from './_edi.ts'

/** A generate body rebuilt from what parse answered for the same document. */
function bodyFromParse(data: any, extra: Record<string, unknown> = {}) {
  const interchange = data.interchanges[0]
  return {
    sender: interchange.sender,
    receiver: interchange.receiver,
    controlNumber: Number(interchange.controlNumber),
    date: interchange.date,
    time: interchange.time.slice(0, 5),
    version: interchange.version,
    usage: interchange.usage,
    acknowledgmentRequested: interchange.acknowledgmentRequested,
    groups: interchange.groups.map((group: any) => ({
      functionalId: group.functionalId,
      controlNumber: Number(group.controlNumber),
      version: group.version,
      transactions: group.transactions.map((tx: any) => ({ type: tx.type, controlNumber: tx.controlNumber, segments: tx.segments })),
    })),
    ...extra,
  }
}

const minimal = {
  sender: { id: 'ACMEBUYER' },
  receiver: { qualifier: '01', id: '123456789' },
  date: '2024-02-29',
  time: '23:59',
  groups: [{ transactions: [{ type: '850', segments: [{ tag: 'BEG', elements: ['00', 'SA', 'PO-1', '', '20240229'] }] }] }],
}

describe('edi.generate', () => {
  it('rewrites the 850 and 856 samples byte for byte from their parsed JSON', async () => {
    for (const name of ['x12/850-4010.edi', 'x12/856-4010.edi']) {
      const source = fixture(name)
      const parsed = await ok('parse', { edi: source })
      const written = await ok('generate', bodyFromParse(parsed, { delimiters: { component: '>' } }))
      expect(written.edi).toBe(source)
      expect(written.counts.segments).toBe(parsed.counts.segments)
    }
  })

  it('round-trips the 5010 invoice through parse (components, two transaction sets)', async () => {
    const parsed = await ok('parse', { edi: fixture('x12/810-5010.edi') })
    const written = await ok('generate', bodyFromParse(parsed))
    expect(written.controlNumbers).toEqual({ interchange: '000000202', groups: ['202'], transactions: [['0001', '0002']] })
    const again = await ok('parse', { edi: written.edi })
    expect(again.valid).toBe(true)
    expect(again.interchanges[0].groups[0].transactions.map((tx: any) => tx.segments)).toEqual(parsed.interchanges[0].groups[0].transactions.map((tx: any) => tx.segments))
  })

  it('writes a fixed-width ISA, defaults (ZZ, 00501, ^ repetition, GS01 from the set type) and computed counts', async () => {
    const data = await ok('generate', minimal)
    const lines = data.edi.trimEnd().split('\n')
    expect(lines[0]).toBe('ISA*00*          *00*          *ZZ*ACMEBUYER      *01*123456789      *240229*2359*^*00501*000000001*0*P*:~')
    expect(lines[0].length).toBe(106)
    expect(lines.slice(1)).toEqual(['GS*PO*ACMEBUYER*123456789*20240229*2359*1*X*005010~', 'ST*850*0001~', 'BEG*00*SA*PO-1**20240229~', 'SE*3*0001~', 'GE*1*1~', 'IEA*1*000000001~'])
    expect(data.delimiters).toEqual({ element: '*', component: ':', repetition: '^', segment: '~' })
  })

  it('writes repetitions and composites, drops trailing empties, honours delimiters and newline', async () => {
    const segments = [{ tag: 'HI', elements: [{ repeats: [['ABK', 'J45'], ['ABF', 'E11', ''], ''] }, '', ''] }, { tag: 'REF', elements: ['ZZ', ['A', 'B', '', '']] }]
    const data = await ok('generate', { ...minimal, delimiters: { element: '|', component: '>', repetition: '!', segment: '\n' }, newline: false, groups: [{ transactions: [{ type: '837', implementationReference: '005010X222A1', segments }] }] })
    expect(data.edi.split('\n').slice(2, 5)).toEqual(['ST|837|0001|005010X222A1', 'HI|ABK>J45!ABF>E11', 'REF|ZZ|A>B'])
    const parsed = await ok('parse', { edi: data.edi })
    expect(parsed.valid).toBe(true)
    expect(parsed.interchanges[0].groups[0].functionalId).toBe('HC')
    expect(parsed.interchanges[0].groups[0].transactions[0].segments[0].elements[0]).toEqual({ repeats: [['ABK', 'J45'], ['ABF', 'E11']] })
  })

  it('400s on values holding a delimiter, envelope segments, and unknown set types without functionalId', async () => {
    const withValue = (value: unknown) => ({ ...minimal, groups: [{ transactions: [{ type: '850', segments: [{ tag: 'N1', elements: ['ST', value] }] }] }] })
    await rejects('generate', withValue('A*B'), 'groups.0.transactions.0.segments.0.elements.1')
    await rejects('generate', withValue(['A', 'B:C']), 'groups.0.transactions.0.segments.0.elements.1.1')
    await rejects('generate', withValue('line\nbreak'), 'groups.0.transactions.0.segments.0.elements.1')
    await rejects('generate', { ...minimal, version: '00401', groups: [{ transactions: [{ type: '850', segments: [{ tag: 'X1', elements: [{ repeats: ['a', 'b'] }] }] }] }] }, 'groups.0.transactions.0.segments.0.elements.0')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ type: '850', segments: [{ tag: 'SE', elements: ['1'] }] }] }] }, 'groups.0.transactions.0.segments.0.tag')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ type: '123', segments: [{ tag: 'X1', elements: [] }] }] }] }, 'groups.0.functionalId')
    await rejects('generate', { ...minimal, sender: { id: 'A~B' } }, 'sender.id')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ type: '850', controlNumber: '0001', segments: minimal.groups[0]!.transactions[0]!.segments }, { type: '850', controlNumber: '0001', segments: minimal.groups[0]!.transactions[0]!.segments }] }] }, 'groups.0.transactions.1.controlNumber')
  })

  it('400s on every bound', async () => {
    const tx = minimal.groups[0]!.transactions[0]!
    await rejects('generate', { ...minimal, sender: { id: 'X'.repeat(16) } }, 'sender.id')
    await rejects('generate', { ...minimal, sender: { qualifier: 'Z', id: 'A' } }, 'sender.qualifier')
    await rejects('generate', { ...minimal, receiver: undefined }, 'receiver')
    await rejects('generate', { ...minimal, controlNumber: 0 }, 'controlNumber')
    await rejects('generate', { ...minimal, controlNumber: 1_000_000_000 }, 'controlNumber')
    await rejects('generate', { ...minimal, date: '2023-02-29' }, 'date')
    // No such month.
    await rejects('generate', { ...minimal, date: '2023-13-45' }, 'date')
    await rejects('generate', { ...minimal, time: '24:00' }, 'time')
    await rejects('generate', { ...minimal, version: '5010' }, 'version')
    await rejects('generate', { ...minimal, usage: 'prod' }, 'usage')
    await rejects('generate', { ...minimal, version: '00401', delimiters: { repetition: '^' } }, 'delimiters.repetition')
    await rejects('generate', { ...minimal, delimiters: { element: 'A' } }, 'delimiters.element')
    await rejects('generate', { ...minimal, delimiters: { element: ':' } }, 'delimiters')
    await rejects('generate', { ...minimal, delimiters: { escape: '?' } }, 'delimiters.escape')
    await rejects('generate', { ...minimal, groups: [] }, 'groups')
    await rejects('generate', { ...minimal, groups: Array.from({ length: 101 }, () => minimal.groups[0]) }, 'groups')
    await rejects('generate', { ...minimal, groups: [{ transactions: [] }] }, 'groups.0.transactions')
    await rejects('generate', { ...minimal, groups: [{ controlNumber: 0, transactions: [tx] }] }, 'groups.0.controlNumber')
    await rejects('generate', { ...minimal, groups: [{ functionalId: 'po', transactions: [tx] }] }, 'groups.0.functionalId')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ ...tx, type: '85' }] }] }, 'groups.0.transactions.0.type')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ ...tx, controlNumber: '001' }] }] }, 'groups.0.transactions.0.controlNumber')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ ...tx, segments: [] }] }] }, 'groups.0.transactions.0.segments')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ ...tx, segments: Array.from({ length: 10_001 }, () => ({ tag: 'N9', elements: [] })) }] }] }, 'groups.0.transactions.0.segments')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ ...tx, segments: [{ tag: 'beg', elements: [] }] }] }] }, 'groups.0.transactions.0.segments.0.tag')
    await rejects('generate', { ...minimal, groups: [{ transactions: [{ ...tx, segments: [{ tag: 'N9', elements: [1] }] }] }] }, 'groups.0.transactions.0.segments.0.elements.0')
    await rejects('generate', { ...minimal, extra: 1 }, 'extra')
  })
})
