import { describe, expect, it } from 'vitest'
import { fixture, ok, rejects } from './_edi.ts'

/** An edifact-generate body rebuilt from what edi.edifact answered for the same document. */
function bodyFromParse(data: any, extra: Record<string, unknown> = {}) {
  const interchange = data.interchanges[0]
  const party = (p: any) => ({ id: p.id, ...(p.qualifier ? { qualifier: p.qualifier } : {}) })
  return {
    sender: party(interchange.sender),
    recipient: party(interchange.recipient),
    syntaxIdentifier: interchange.syntax.identifier,
    syntaxVersion: Number(interchange.syntax.version),
    controlReference: interchange.controlReference,
    date: interchange.date,
    time: interchange.time,
    ...(interchange.applicationReference ? { applicationReference: interchange.applicationReference } : {}),
    una: data.serviceStringAdvice.given,
    messages: interchange.messages.map((m: any) => ({ type: m.type, version: m.version, release: m.release, agency: m.agency, associationCode: m.associationCode ?? undefined, referenceNumber: m.referenceNumber, segments: m.segments })),
    ...extra,
  }
}

const minimal = {
  sender: { id: '5412345000013', qualifier: '14' },
  recipient: { id: '4012345000009', qualifier: '14' },
  date: '2024-02-29',
  time: '06:05',
  messages: [{ type: 'ORDERS', release: '96A', segments: [{ tag: 'BGM', elements: ['220', 'PO-1', '9'] }] }],
}

describe('edi.edifact-generate', () => {
  it('rewrites the ORDERS and INVOIC samples from their parsed JSON (release characters restored)', async () => {
    for (const name of ['edifact/orders-d96a.edi', 'edifact/invoic-d01b.edi']) {
      const source = fixture(name).replaceAll('\r\n', '\n')
      const parsed = await ok('edifact', { edi: source })
      const written = await ok('edifact-generate', JSON.parse(JSON.stringify(bodyFromParse(parsed))))
      expect(written.edi).toBe(source)
      expect(written.counts.segments).toBe(parsed.counts.segments)
    }
  })

  it('writes UNA, UNB with a 6-digit date in syntax 3, UNH/UNT/UNZ counted, defaults', async () => {
    const data = await ok('edifact-generate', { ...minimal, newline: false })
    expect(data.edi).toBe("UNA:+.? 'UNB+UNOC:3+5412345000013:14+4012345000009:14+240229:0605+1'UNH+1+ORDERS:D:96A:UN'BGM+220+PO-1+9'UNT+3+1'UNZ+1+1'")
    expect(data).toMatchObject({ counts: { messages: 1, segments: 5 }, controlReference: '1', messageReferences: ['1'] })
  })

  it('escapes service characters, writes repetitions (syntax 4) and custom characters, and reads back the same', async () => {
    const segments = [{ tag: 'FTX', elements: ['AAI', '', '', ["it's 5+5=10?", 'a:b'], { repeats: ['x', 'y*z'] }] }]
    const body = { ...minimal, syntaxVersion: 4, test: true, acknowledgmentRequested: true, applicationReference: 'ORDERS', messages: [{ ...minimal.messages[0], segments }] }
    const data = await ok('edifact-generate', body)
    expect(data.edi).toContain("UNB+UNOC:4+5412345000013:14+4012345000009:14+20240229:0605+1++ORDERS++1++1'")
    expect(data.edi).toContain("FTX+AAI+++it?'s 5?+5=10??:a?:b+x*y?*z'")
    const parsed = await ok('edifact', { edi: data.edi })
    expect(parsed.valid).toBe(true)
    expect(parsed.interchanges[0]).toMatchObject({ test: true, acknowledgmentRequested: true })
    expect(parsed.interchanges[0].messages[0].segments).toEqual([{ tag: 'FTX', elements: ['AAI', '', '', ["it's 5+5=10?", 'a:b'], { repeats: ['x', 'y*z'] }] }])
    const custom = await ok('edifact-generate', { ...minimal, serviceChars: { element: '|', segment: '\n', release: '\\' }, newline: false })
    expect(custom.edi.split('\n')[0]).toBe('UNA:|.\\ ')
    expect((await ok('edifact', { edi: custom.edi })).valid).toBe(true)
  })

  it('400s on every bound', async () => {
    const msg = minimal.messages[0]!
    await rejects('edifact-generate', { ...minimal, sender: { id: '' } }, 'sender.id')
    await rejects('edifact-generate', { ...minimal, sender: { id: 'X'.repeat(36) } }, 'sender.id')
    await rejects('edifact-generate', { ...minimal, recipient: { id: 'A', qualifier: '12345' } }, 'recipient.qualifier')
    await rejects('edifact-generate', { ...minimal, syntaxIdentifier: 'UTF8' }, 'syntaxIdentifier')
    await rejects('edifact-generate', { ...minimal, syntaxVersion: 5 }, 'syntaxVersion')
    await rejects('edifact-generate', { ...minimal, controlReference: 'X'.repeat(15) }, 'controlReference')
    await rejects('edifact-generate', { ...minimal, date: '2024-02-30' }, 'date')
    await rejects('edifact-generate', { ...minimal, time: '12:60' }, 'time')
    await rejects('edifact-generate', { ...minimal, serviceChars: { repetition: '*' } }, 'serviceChars.repetition')
    await rejects('edifact-generate', { ...minimal, serviceChars: { element: ':' } }, 'serviceChars')
    await rejects('edifact-generate', { ...minimal, serviceChars: { decimal: ';' } }, 'serviceChars.decimal')
    await rejects('edifact-generate', { ...minimal, una: false, serviceChars: { segment: '~' } }, 'una')
    await rejects('edifact-generate', { ...minimal, messages: [] }, 'messages')
    await rejects('edifact-generate', { ...minimal, messages: Array.from({ length: 1001 }, () => msg) }, 'messages')
    await rejects('edifact-generate', { ...minimal, messages: [{ ...msg, type: 'orders' }] }, 'messages.0.type')
    await rejects('edifact-generate', { ...minimal, messages: [{ ...msg, release: undefined }] }, 'messages.0.release')
    await rejects('edifact-generate', { ...minimal, messages: [{ ...msg, segments: [{ tag: 'UNT', elements: [] }] }] }, 'messages.0.segments.0.tag')
    await rejects('edifact-generate', { ...minimal, messages: [{ ...msg, segments: [{ tag: 'BG', elements: [] }] }] }, 'messages.0.segments.0.tag')
    await rejects('edifact-generate', { ...minimal, messages: [{ ...msg, segments: Array.from({ length: 10_001 }, () => ({ tag: 'FTX', elements: [] })) }] }, 'messages.0.segments')
    await rejects('edifact-generate', { ...minimal, messages: [msg, msg].map((m) => ({ ...m, referenceNumber: 'A1' })) }, 'messages.1.referenceNumber')
    await rejects('edifact-generate', { ...minimal, groups: [] }, 'groups')
  })
})
