import { bodySegments, dateAndTime, declaredCount, orNull } from '../shared/describe.ts'
import { type Group, type Interchange, type Message, part } from './envelope.ts'
import type { RawSegment } from './tokenize.ts'

const count = (segment: RawSegment | null) => declaredCount(segment && part(segment, 0))
const party = (segment: RawSegment, index: number) => ({ id: part(segment, index, 0), qualifier: orNull(part(segment, index, 1)), routing: orNull(part(segment, index, 2)) })
/** S004 (UNB) and UNG04: date and time as two components of one element. */
const stamp = (segment: RawSegment, index: number) => dateAndTime(part(segment, index, 0), part(segment, index, 1))

function message(m: Message) {
  return {
    referenceNumber: part(m.unh, 0),
    type: part(m.unh, 1, 0),
    version: part(m.unh, 1, 1),
    release: part(m.unh, 1, 2),
    agency: part(m.unh, 1, 3),
    associationCode: orNull(part(m.unh, 1, 4)),
    commonAccessReference: orNull(part(m.unh, 2)),
    ...bodySegments(m.body, count(m.unt)),
  }
}

function group(g: Group) {
  return {
    functionalGroup: part(g.ung, 0),
    sender: party(g.ung, 1),
    recipient: party(g.ung, 2),
    ...stamp(g.ung, 3),
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
    ...stamp(unb, 3),
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
