import type { Segment } from '../shared/segments.ts'
import { describeCodes, GROUP_ERRORS, SEGMENT_ERRORS, SET_ERRORS } from './ack-codes.ts'
import type { Group, Interchange, Transaction } from './envelope.ts'
import type { RawSegment } from './tokenize.ts'
import type { GroupInput, InterchangeInput } from './write.ts'

export type AckType = '997' | '999'
/** The implementation convention reference of the 999 (ST03, GS08). */
export const IMPLEMENTATION_999 = '005010X231A1'

const text = (segment: RawSegment | null, index: number) => segment?.raw[index]?.trim() ?? ''
const statusName = { A: 'accepted', E: 'accepted_with_errors', P: 'partially_accepted', R: 'rejected' } as const

/** The AK2..AK5 (997) or AK2..IK5 (999) loop of one transaction set, and its summary. */
function setResponse(tx: Transaction, type: AckType) {
  const status = tx.codes.length > 0 ? 'R' : 'A'
  const segments: Segment[] = [{ tag: 'AK2', elements: [text(tx.st, 0), text(tx.st, 1), ...(type === '999' ? [text(tx.st, 2)] : [])] }]
  for (const error of tx.segmentErrors) {
    segments.push({ tag: type === '999' ? 'IK3' : 'AK3', elements: [error.segment.tag, String(error.position), '', String(error.code)] })
  }
  const codes = [...new Set(tx.codes)].slice(0, 5).map(String)
  segments.push({ tag: type === '999' ? 'IK5' : 'AK5', elements: [status, ...codes] })
  const summary = {
    type: text(tx.st, 0),
    controlNumber: text(tx.st, 1),
    status: statusName[status],
    code: status,
    errors: describeCodes(tx.codes, SET_ERRORS),
    segmentErrors: tx.segmentErrors.map((error) => ({ tag: error.segment.tag, position: error.position, segment: error.segment.number, ...describeCodes([error.code], SEGMENT_ERRORS)[0]! })),
  }
  return { segments, summary, accepted: status === 'A' }
}

/** One 997/999 transaction set answering one functional group. */
function groupResponse(group: Group, type: AckType, withVersion: boolean) {
  const sets = group.transactions.map((tx) => setResponse(tx, type))
  const accepted = sets.filter((set) => set.accepted).length
  // A group-level syntax error rejects the group; otherwise it is as good as its sets.
  const status = group.codes.length > 0 ? 'R' : accepted === sets.length ? 'A' : accepted === 0 ? 'R' : 'P'
  const declared = /^\d+$/.test(text(group.ge, 0)) ? text(group.ge, 0) : String(sets.length)
  const segments: Segment[] = [
    { tag: 'AK1', elements: [text(group.gs, 0), text(group.gs, 5), ...(withVersion ? [text(group.gs, 7)] : [])] },
    ...sets.flatMap((set) => set.segments),
    { tag: 'AK9', elements: [status, declared, String(sets.length), String(accepted), ...[...new Set(group.codes)].slice(0, 5).map(String)] },
  ]
  const summary = {
    functionalId: text(group.gs, 0),
    controlNumber: text(group.gs, 5),
    status: statusName[status],
    code: status,
    transactionsIncluded: Number(declared),
    transactionsReceived: sets.length,
    transactionsAccepted: accepted,
    errors: describeCodes(group.codes, GROUP_ERRORS),
    transactions: sets.map((set) => set.summary),
  }
  return { segments, summary }
}

export interface AckOptions { type: AckType; controlNumber: number; at: Date; newline: boolean }

/**
 * The acknowledgment interchange for one received interchange: sender and receiver swapped, the
 * received delimiters and version, one FA group holding one 997/999 per acknowledged group.
 * Groups that are themselves acknowledgments (FA) are not acknowledged.
 */
export function acknowledge(received: Interchange, delimiters: InterchangeInput['delimiters'], options: AckOptions, controlNumber: number) {
  const isa = received.isa
  const version = text(isa, 11)
  const answered = received.groups.filter((group) => text(group.gs, 0) !== 'FA')
  const skipped = received.groups.length - answered.length
  const responses = answered.map((group) => groupResponse(group, options.type, options.type === '999' || version >= '00501'))
  const first = answered[0]
  const group: GroupInput = {
    functionalId: 'FA',
    senderCode: first ? text(first.gs, 2) : text(isa, 7),
    receiverCode: first ? text(first.gs, 1) : text(isa, 5),
    controlNumber,
    version: options.type === '999' ? IMPLEMENTATION_999 : (first ? text(first.gs, 7) : `${version}0`),
    transactions: responses.map((response) => ({
      type: options.type,
      ...(options.type === '999' ? { implementationReference: IMPLEMENTATION_999 } : {}),
      segments: response.segments,
    })),
  }
  const input: InterchangeInput = {
    sender: { qualifier: text(isa, 6), id: text(isa, 7) },
    receiver: { qualifier: text(isa, 4), id: text(isa, 5) },
    controlNumber,
    at: options.at,
    version,
    usage: text(isa, 14) === 'T' ? 'T' : text(isa, 14) === 'I' ? 'I' : 'P',
    acknowledgmentRequested: false,
    delimiters,
    newline: options.newline,
    groups: responses.length > 0 ? [group] : [],
  }
  return { input, groups: responses.map((response) => response.summary), skippedGroups: skipped, interchangeControlNumber: text(isa, 12) }
}
