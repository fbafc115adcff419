import type { Issue } from '../shared/segments.ts'
import type { RawSegment } from './tokenize.ts'
import { countDiffers } from '../shared/envelope.ts'

/** A transaction set (ST..SE) with what the syntax checks found; codes are those of 997 AK5 / 999 IK5 and AK3 / IK3. */
export interface Transaction {
  st: RawSegment
  se: RawSegment | null
  body: RawSegment[]
  /** AK5/IK5 syntax error codes (empty when accepted). */
  codes: number[]
  /** Segment errors: position in the set (ST = 1) and AK3/IK3 code. */
  segmentErrors: Array<{ segment: RawSegment; position: number; code: number }>
}

export interface Group {
  gs: RawSegment
  ge: RawSegment | null
  transactions: Transaction[]
  /** AK9 functional group syntax error codes. */
  codes: number[]
}

export interface Interchange {
  isa: RawSegment
  iea: RawSegment | null
  groups: Group[]
  /** TA1 interchange acknowledgments found between the groups. */
  ta1: RawSegment[]
}

const SEGMENT_ID = /^[A-Z0-9]{2,3}$/
const sameNumber = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && (/^\d+$/.test(a) && /^\d+$/.test(b) ? BigInt(a) === BigInt(b) : a === b)
const text = (segment: RawSegment, index: number) => segment.raw[index]?.trim() ?? ''

/** Walks the segments through ISA/GS/ST envelopes, checking every control number and count. */
export function readEnvelopes(segments: RawSegment[]): { interchanges: Interchange[]; issues: Issue[] } {
  const interchanges: Interchange[] = []
  const issues: Issue[] = []
  let interchange: Interchange | null = null
  let group: Group | null = null
  let transaction: Transaction | null = null
  let skipping = false
  const issue = (code: string, message: string, segment: RawSegment | null) =>
    issues.push({ code, message, segment: segment?.number ?? null, tag: segment?.tag ?? null })

  const closeTransaction = (se: RawSegment | null) => {
    if (!transaction || !group) return
    const { st } = transaction
    const control = text(st, 1)
    if (!se) {
      transaction.codes.push(2)
      issue('se_missing', `transaction set ${control} (ST at segment ${st.number}) has no SE trailer`, st)
    } else {
      transaction.se = se
      const declared = text(se, 0)
      const actual = transaction.body.length + 2
      if (countDiffers(declared, actual)) {
        transaction.codes.push(4)
        issue('se_count', `SE01 says ${declared || 'nothing'} segments, transaction set ${control} has ${actual} (ST to SE)`, se)
      }
      if (text(se, 1) !== control) {
        transaction.codes.push(3)
        issue('se_control', `SE02 ${text(se, 1) || '(empty)'} does not match ST02 ${control}`, se)
      }
    }
    if (transaction.segmentErrors.length > 0) transaction.codes.push(5)
    transaction = null
  }

  const closeGroup = (ge: RawSegment | null) => {
    if (!group || !interchange) return
    if (transaction) closeTransaction(null)
    const control = text(group.gs, 5)
    if (!ge) {
      group.codes.push(3)
      issue('ge_missing', `functional group ${control} (GS at segment ${group.gs.number}) has no GE trailer`, group.gs)
    } else {
      group.ge = ge
      const declared = text(ge, 0)
      if (countDiffers(declared, group.transactions.length)) {
        group.codes.push(5)
        issue('ge_count', `GE01 says ${declared || 'nothing'} transaction sets, group ${control} has ${group.transactions.length}`, ge)
      }
      if (!sameNumber(text(ge, 1), control)) {
        group.codes.push(4)
        issue('ge_control', `GE02 ${text(ge, 1) || '(empty)'} does not match GS06 ${control}`, ge)
      }
    }
    group = null
  }

  const closeInterchange = (iea: RawSegment | null) => {
    if (!interchange) return
    if (group) closeGroup(null)
    const control = text(interchange.isa, 12)
    if (!iea) {
      issue('iea_missing', `interchange ${control} (ISA at segment ${interchange.isa.number}) has no IEA trailer`, interchange.isa)
    } else {
      interchange.iea = iea
      const declared = text(iea, 0)
      if (countDiffers(declared, interchange.groups.length)) {
        issue('iea_count', `IEA01 says ${declared || 'nothing'} functional groups, interchange ${control} has ${interchange.groups.length}`, iea)
      }
      if (!sameNumber(text(iea, 1), control)) issue('iea_control', `IEA02 ${text(iea, 1) || '(empty)'} does not match ISA13 ${control}`, iea)
    }
    interchange = null
  }

  for (const segment of segments) {
    if (skipping && segment.tag !== 'SE' && !['ISA', 'IEA', 'GS', 'GE', 'ST'].includes(segment.tag)) continue
    skipping = false
    switch (segment.tag) {
      case 'ISA':
        if (interchange) closeInterchange(null)
        interchange = { isa: segment, iea: null, groups: [], ta1: [] }
        if (segment.raw.length !== 16) issue('isa_elements', `ISA has ${segment.raw.length} elements, not 16`, segment)
        if (!/^\d{9}$/.test(text(segment, 12))) issue('isa_control', `ISA13 ${text(segment, 12) || '(empty)'} is not a 9-digit control number`, segment)
        interchanges.push(interchange)
        break
      case 'IEA':
        if (interchange) closeInterchange(segment)
        else issue('unexpected_segment', 'IEA without an open ISA', segment)
        break
      case 'TA1':
        if (interchange && !group) interchange.ta1.push(segment)
        else issue('unexpected_segment', 'TA1 belongs between ISA and the first GS', segment)
        break
      case 'GS': {
        if (!interchange) {
          issue('unexpected_segment', 'GS outside an interchange (no ISA before it)', segment)
          break
        }
        if (group) closeGroup(null)
        const control = text(segment, 5)
        group = { gs: segment, ge: null, transactions: [], codes: [] }
        if (!/^\d{1,9}$/.test(control)) {
          group.codes.push(6)
          issue('gs_control', `GS06 ${control || '(empty)'} is not a 1-9 digit control number`, segment)
        }
        if (interchange.groups.some((other) => sameNumber(text(other.gs, 5), control))) {
          group.codes.push(19)
          issue('gs_duplicate', `GS06 ${control} is used by another group of this interchange`, segment)
        }
        interchange.groups.push(group)
        break
      }
      case 'GE':
        if (group) closeGroup(segment)
        else issue('unexpected_segment', 'GE without an open GS', segment)
        break
      case 'ST': {
        if (!group) {
          issue('unexpected_segment', 'ST outside a functional group (no GS before it); the transaction set is skipped', segment)
          skipping = true
          break
        }
        if (transaction) closeTransaction(null)
        const current: Transaction = { st: segment, se: null, body: [], codes: [], segmentErrors: [] }
        const type = text(segment, 0)
        const control = text(segment, 1)
        if (!/^\d{3}$/.test(type)) {
          current.codes.push(6)
          issue('st_type', `ST01 ${type || '(empty)'} is not a 3-digit transaction set identifier`, segment)
        }
        if (control.length < 4 || control.length > 9) {
          current.codes.push(7)
          issue('st_control', `ST02 ${control || '(empty)'} is not a 4-9 character control number`, segment)
        } else if (group.transactions.some((other) => text(other.st, 1) === control)) {
          current.codes.push(23)
          issue('st_duplicate', `ST02 ${control} is used by another transaction set of this group`, segment)
        }
        group.transactions.push(current)
        transaction = current
        break
      }
      case 'SE':
        if (transaction) closeTransaction(segment)
        else issue('unexpected_segment', 'SE without an open ST', segment)
        break
      default:
        if (!transaction) {
          issue('unexpected_segment', `${segment.tag || '(empty tag)'} is outside a transaction set (between ST and SE)`, segment)
          break
        }
        transaction.body.push(segment)
        if (!SEGMENT_ID.test(segment.tag)) {
          transaction.segmentErrors.push({ segment, position: transaction.body.length + 1, code: 1 })
          issue('segment_id', `${JSON.stringify(segment.tag)} is not a segment identifier (2-3 upper-case letters or digits)`, segment)
        }
    }
  }
  closeInterchange(null)
  return { interchanges, issues }
}
