import { isoDate, isoTime } from '../shared/dates.ts'
import type { Segment } from '../shared/segments.ts'
import { type Group, type Interchange, type Message, part } from './envelope.ts'
import type { RawSegment } from './tokenize.ts'

const orNull = (text: string) => (text === '' ? null : text)
const count = (segment: RawSegment | null) => (segment && /^\d+$/.test(part(segment, 0)) ? Number(part(segment, 0)) : null)
const party = (segment: RawSegment, index: number) => ({ id: part(segment, index, 0), qualifier: orNull(part(segment, index, 1)), routing: orNull(part(segment, index, 2)) })
const segment = (raw: RawSegment): Segment => ({ tag: raw.tag, elements: raw.elements })

function message(m: Message) {
  return {
    referenceNumber: part(m.unh, 0),
    type: part(m.unh, 1, 0),
    version: part(m.unh, 1, 1),
    release: part(m.unh, 1, 2),
    agency: part(m.unh, 1, 3),
    associationCode: orNull(part(m.unh, 1, 4)),
    commonAccessReference: orNull(part(m.unh, 2)),
    segmentCount: m.body.length + 2,
    declaredSegmentCount: count(m.unt),
    segments: m.body.map(segment),
  }
}

function group(g: Group) {
  return {
    functionalGroup: part(g.ung, 0),
    sender: party(g.ung, 1),
    recipient: party(g.ung, 2),
    date: isoDate(part(g.ung, 3, 0)) ?? orNull(part(g.ung, 3, 0)),
    time: isoTime(part(g.ung, 3, 1)) ?? orNull(part(g.ung, 3, 1)),
    referenceNumber: part(g.ung, 4),
    agency: orNull(part(g.ung, 5)),
    messageCount: g.messages.length,
    declaredMessageCount: count(g.une),
    messages: g.messages.map(message),
  }
}

/** The JSON form of an interchange: UNB by name (S002/S003 parties, S004 date and time), its groups or messages. */
export function describeInterchange(ic: Interchange) {
  const unb = ic.unb
  return {
    syntax: { identifier: part(unb, 0, 0), version: part(unb, 0, 1) },
    sender: party(unb, 1),
    recipient: party(unb, 2),
    date: isoDate(part(unb, 3, 0)) ?? orNull(part(unb, 3, 0)),
    time: isoTime(part(unb, 3, 1)) ?? orNull(part(unb, 3, 1)),
    controlReference: part(unb, 4),
    applicationReference: orNull(part(unb, 6)),
    acknowledgmentRequested: part(unb, 8) === '1',
    agreementId: orNull(part(unb, 9)),
    test: part(unb, 10) === '1',
    declaredCount: count(ic.unz),
    groups: ic.groups.map(group),
    messages: ic.messages.map(message),
  }
}
