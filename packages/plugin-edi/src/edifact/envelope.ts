import type { Issue, Value } from '../shared/segments.ts'
import type { RawSegment } from './tokenize.ts'
import { countDiffers } from '../shared/envelope.ts'

export interface Message { unh: RawSegment; unt: RawSegment | null; body: RawSegment[] }
export interface Group { ung: RawSegment; une: RawSegment | null; messages: Message[] }
export interface Interchange { unb: RawSegment; unz: RawSegment | null; groups: Group[]; messages: Message[] }

const SEGMENT_TAG = /^[A-Z][A-Z0-9]{2}$/
/** The n-th component (0-based) of element `index`, as text. */
export function part(segment: RawSegment | null, index: number, component = 0): string {
  const element = segment?.elements[index]
  if (element === undefined) return ''
  const value: Value = typeof element === 'object' && !Array.isArray(element) ? element.repeats[0]! : element
  return (typeof value === 'string' ? (component === 0 ? value : '') : (value[component] ?? '')).trim()
}

/** Walks UNB/UNG/UNH envelopes, checking UNT, UNE and UNZ counts and references. */
export function readEnvelopes(segments: RawSegment[]): { interchanges: Interchange[]; issues: Issue[] } {
  const interchanges: Interchange[] = []
  const issues: Issue[] = []
  let interchange: Interchange | null = null
  let group: Group | null = null
  let message: Message | null = null
  const issue = (code: string, text: string, segment: RawSegment | null) => issues.push({ code, message: text, segment: segment?.number ?? null, tag: segment?.tag ?? null })
  const count = (segment: RawSegment, expected: number, code: string, what: string) => {
    const declared = part(segment, 0)
    if (countDiffers(declared, expected)) issue(code, `${segment.tag} says ${declared || 'nothing'} ${what}, there are ${expected}`, segment)
  }
  const reference = (segment: RawSegment, expected: string, code: string, header: string) => {
    if (part(segment, 1) !== expected) issue(code, `${segment.tag} reference ${part(segment, 1) || '(empty)'} does not match ${header} ${expected}`, segment)
  }

  const closeMessage = (unt: RawSegment | null) => {
    if (!message) return
    const ref = part(message.unh, 0)
    if (!unt) issue('unt_missing', `message ${ref} (UNH at segment ${message.unh.number}) has no UNT trailer`, message.unh)
    else {
      message.unt = unt
      count(unt, message.body.length + 2, 'unt_count', 'segments (UNH to UNT)')
      reference(unt, ref, 'unt_reference', 'UNH')
    }
    message = null
  }
  const closeGroup = (une: RawSegment | null) => {
    if (!group) return
    closeMessage(null)
    const ref = part(group.ung, 4)
    if (!une) issue('une_missing', `group ${ref} (UNG at segment ${group.ung.number}) has no UNE trailer`, group.ung)
    else {
      group.une = une
      count(une, group.messages.length, 'une_count', 'messages')
      reference(une, ref, 'une_reference', 'UNG')
    }
    group = null
  }
  const closeInterchange = (unz: RawSegment | null) => {
    if (!interchange) return
    closeGroup(null)
    closeMessage(null)
    const ref = part(interchange.unb, 4)
    if (!unz) issue('unz_missing', `interchange ${ref} (UNB at segment ${interchange.unb.number}) has no UNZ trailer`, interchange.unb)
    else {
      interchange.unz = unz
      const units = interchange.groups.length > 0 ? interchange.groups.length : interchange.messages.length
      count(unz, units, 'unz_count', interchange.groups.length > 0 ? 'groups' : 'messages')
      reference(unz, ref, 'unz_reference', 'UNB')
    }
    interchange = null
  }

  for (const segment of segments) {
    switch (segment.tag) {
      case 'UNB':
        closeInterchange(null)
        interchange = { unb: segment, unz: null, groups: [], messages: [] }
        interchanges.push(interchange)
        break
      case 'UNZ':
        if (interchange) closeInterchange(segment)
        else issue('unexpected_segment', 'UNZ without an open UNB', segment)
        break
      case 'UNG':
        if (!interchange || interchange.messages.length > 0) issue('unexpected_segment', 'UNG must follow UNB, before any message outside a group', segment)
        else {
          closeGroup(null)
          group = { ung: segment, une: null, messages: [] }
          interchange.groups.push(group)
        }
        break
      case 'UNE':
        if (group) closeGroup(segment)
        else issue('unexpected_segment', 'UNE without an open UNG', segment)
        break
      case 'UNH': {
        if (!interchange) {
          issue('unexpected_segment', 'UNH outside an interchange (no UNB before it)', segment)
          break
        }
        closeMessage(null)
        if (interchange.groups.length > 0 && !group) {
          issue('unexpected_segment', 'UNH outside a group in an interchange that uses groups', segment)
          break
        }
        const siblings = group ? group.messages : interchange.messages
        const ref = part(segment, 0)
        if (siblings.some((other) => part(other.unh, 0) === ref)) issue('unh_duplicate', `message reference ${ref} is used twice`, segment)
        message = { unh: segment, unt: null, body: [] }
        siblings.push(message)
        break
      }
      case 'UNT':
        if (message) closeMessage(segment)
        else issue('unexpected_segment', 'UNT without an open UNH', segment)
        break
      default:
        if (!message) issue('unexpected_segment', `${segment.tag || '(empty tag)'} is outside a message (between UNH and UNT)`, segment)
        else {
          message.body.push(segment)
          if (!SEGMENT_TAG.test(segment.tag)) issue('segment_id', `${JSON.stringify(segment.tag)} is not a segment tag (3 upper-case letters or digits)`, segment)
        }
    }
  }
  closeInterchange(null)
  return { interchanges, issues }
}
