import { bodySegments, dateAndTime, declaredCount, orNull, plainSegment } from '../shared/describe.ts'
import type { Group, Interchange, Transaction } from './envelope.ts'
import type { RawSegment } from './tokenize.ts'

const text = (segment: RawSegment | null, index: number) => segment?.raw[index]?.trim() ?? ''
const count = (segment: RawSegment | null) => declaredCount(segment && text(segment, 0))

function transaction(tx: Transaction) {
  return {
    type: text(tx.st, 0),
    controlNumber: text(tx.st, 1),
    implementationReference: orNull(text(tx.st, 2)),
    ...bodySegments(tx.body, count(tx.se)),
  }
}

function group(g: Group) {
  return {
    functionalId: text(g.gs, 0),
    senderCode: text(g.gs, 1),
    receiverCode: text(g.gs, 2),
    ...dateAndTime(text(g.gs, 3), text(g.gs, 4)),
    controlNumber: text(g.gs, 5),
    agency: orNull(text(g.gs, 6)),
    version: orNull(text(g.gs, 7)),
    transactionCount: g.transactions.length,
    declaredTransactionCount: count(g.ge),
    transactions: g.transactions.map(transaction),
  }
}

/** The JSON form of an interchange: ISA fields by name, dates in ISO form, groups and transaction sets. */
export function describeInterchange(ic: Interchange) {
  const isa = ic.isa
  return {
    authorization: { qualifier: text(isa, 0), information: orNull(text(isa, 1)) },
    security: { qualifier: text(isa, 2), information: orNull(text(isa, 3)) },
    sender: { qualifier: text(isa, 4), id: text(isa, 5) },
    receiver: { qualifier: text(isa, 6), id: text(isa, 7) },
    ...dateAndTime(text(isa, 8), text(isa, 9)),
    version: text(isa, 11),
    controlNumber: text(isa, 12),
    acknowledgmentRequested: text(isa, 13) === '1',
    usage: ({ P: 'production', T: 'test', I: 'information' } as Record<string, string>)[text(isa, 14)] ?? orNull(text(isa, 14)),
    groupCount: ic.groups.length,
    declaredGroupCount: count(ic.iea),
    groups: ic.groups.map(group),
    ...(ic.ta1.length > 0 ? { ta1: ic.ta1.map(plainSegment) } : {}),
  }
}
