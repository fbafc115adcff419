import { EdiError } from '../shared/edi-error.ts'
import type { Element, Value } from '../shared/segments.ts'

/** The service string advice (UNA): the six service characters, in UNA's order. */
export interface ServiceChars {
  component: string
  element: string
  decimal: string
  release: string
  /** Repetition separator (syntax version 4); null where UNA reserves the position (a space). */
  repetition: string | null
  segment: string
}

export interface RawSegment {
  /** 1-based position of the segment in the document (UNA is not a segment). */
  number: number
  tag: string
  elements: Element[]
}

export const DEFAULT_CHARS: ServiceChars = { component: ':', element: '+', decimal: '.', release: '?', repetition: null, segment: "'" }

const fail = (message: string, reason = 'syntax') => new EdiError('edi', message, reason)

/** Reads UNA when present; without it, the defaults (repetition `*` in syntax version 4). */
export function readServiceChars(text: string): { chars: ServiceChars; given: boolean; start: number } {
  if (!text.startsWith('UNA')) {
    if (!text.startsWith('UNB')) throw fail('an EDIFACT interchange starts with UNA or UNB')
    const version4 = /^UNB\+UNO[A-Z]:4/.test(text)
    return { chars: { ...DEFAULT_CHARS, repetition: version4 ? '*' : null }, given: false, start: 0 }
  }
  if (text.length < 9) throw fail('UNA needs its six service characters')
  const [component, element, decimal, release, repetition, segment] = text.slice(3, 9) as unknown as string[]
  const chars: ServiceChars = { component: component!, element: element!, decimal: decimal!, release: release!, repetition: repetition === ' ' ? null : repetition!, segment: segment! }
  const used = [chars.component, chars.element, chars.release, chars.segment, ...(chars.repetition ? [chars.repetition] : [])]
  if (new Set(used).size !== used.length) throw fail(`UNA service characters must differ (${JSON.stringify(text.slice(3, 9))})`)
  if (used.some((char) => /[A-Za-z0-9]/.test(char))) throw fail('UNA service characters must not be letters or digits')
  return { chars, given: true, start: 9 }
}

const value = (components: string[]): Value => (components.length > 1 ? components : components[0]!)

/**
 * One pass over the text: the release character makes the next character literal; element,
 * component, repetition and segment characters split. Line breaks between segments are ignored.
 */
export function tokenize(input: string, maxSegments: number): { chars: ServiceChars; given: boolean; segments: RawSegment[] } {
  const text = input.replace(/^\uFEFF/, '').replace(/^\s+/, '')
  const { chars, given, start } = readServiceChars(text)
  const segments: RawSegment[] = []
  let repeats: string[][] = [[]]
  let components: string[] = ['']
  let elements: string[][][] = []
  let atSegmentStart = true
  const closeRepeat = () => { repeats[repeats.length - 1] = components; components = [''] }
  const closeElement = () => { closeRepeat(); elements.push(repeats); repeats = [[]] }
  const closeSegment = () => {
    closeElement()
    const [tagElement, ...rest] = elements
    const tag = tagElement?.[0]?.[0] ?? ''
    if (segments.length >= maxSegments) throw fail(`more than ${maxSegments} segments; send a smaller document`, 'too_many_segments')
    segments.push({ number: segments.length + 1, tag, elements: rest.map((reps) => (reps.length > 1 ? { repeats: reps.map(value) } : value(reps[0]!))) })
    elements = []
    atSegmentStart = true
  }
  for (let i = start; i < text.length; i++) {
    const char = text[i]!
    if (atSegmentStart && (char === '\n' || char === '\r')) continue
    atSegmentStart = false
    if (char === chars.release) {
      if (i + 1 >= text.length) throw fail('the document ends with a release character')
      components[components.length - 1] += text[++i]!
    } else if (char === chars.segment) closeSegment()
    else if (char === chars.element) closeElement()
    else if (char === chars.component) components.push('')
    else if (char === chars.repetition) { closeRepeat(); repeats.push([]) }
    else components[components.length - 1] += char
  }
  const pending = elements.length > 0 || repeats.length > 1 || components.length > 1 || components[0]!.trim() !== ''
  if (pending) throw fail(`the last segment has no terminator ${JSON.stringify(chars.segment)}`)
  return { chars, given, segments }
}
