import { EdiError } from '../shared/edi-error.ts'
import { type Element, type Separators, toElement } from '../shared/segments.ts'

export interface X12Delimiters extends Separators {
  segment: string
}

export interface RawSegment {
  /** 1-based position of the segment in the document. */
  number: number
  tag: string
  /** Elements after the tag: ISA's as written (fixed width), the others split into components and repetitions. */
  elements: Element[]
  /** Raw element texts, for control numbers and counts. */
  raw: string[]
}

const fail = (message: string) => new EdiError('edi', message, 'syntax')
const ISA_LENGTH = 106

/**
 * Reads the delimiters from the ISA segment: the element separator is the 4th character, the
 * component separator is ISA16 and the segment terminator the character after it. ISA11 is the
 * repetition separator from version 00402 on (a non-alphanumeric character), else the standards id `U`.
 */
export function readDelimiters(text: string): { delimiters: X12Delimiters; terminatorAt: number } {
  if (!text.startsWith('ISA')) throw fail('an X12 interchange starts with an ISA segment')
  const element = text[3]
  if (element === undefined || /[A-Za-z0-9\s]/.test(element)) throw fail('the 4th character of ISA (the element separator) must be a special character')
  let at = 3
  for (let count = 1; count < 16; count++) {
    at = text.indexOf(element, at + 1)
    if (at < 0 || at > 200) throw fail('the ISA segment needs 16 elements')
  }
  // The first separator is at index 3; `at` is the 16th, before ISA16; ISA16 is one character, then the segment terminator.
  const component = text[at + 1]
  const segment = text[at + 2]
  if (component === undefined || segment === undefined) throw fail('the ISA segment ends before ISA16 and its segment terminator')
  const fields = text.slice(4, at).split(element)
  const isa11 = fields[10] ?? ''
  const repetition = isa11.length === 1 && !/[A-Za-z0-9 ]/.test(isa11) ? isa11 : null
  const delimiters: X12Delimiters = { element, component, repetition, segment }
  const used = [element, component, segment, ...(repetition ? [repetition] : [])]
  if (new Set(used).size !== used.length) throw fail(`the delimiters must differ (element ${element}, component ${component}, segment ${JSON.stringify(segment)}${repetition ? `, repetition ${repetition}` : ''})`)
  if (/[A-Za-z0-9]/.test(component) || /[A-Za-z0-9]/.test(segment)) throw fail('ISA16 (component separator) and the segment terminator must be special characters')
  return { delimiters, terminatorAt: at + 2 }
}

const splitPlain = (text: string, by: string) => text.split(by)

/** Splits a document into segments; line breaks after a terminator are ignored. */
export function tokenize(input: string, maxSegments: number): { delimiters: X12Delimiters; segments: RawSegment[]; isaFixedWidth: boolean } {
  const text = input.replace(/^\uFEFF?\s+/, '').replace(/^\uFEFF/, '')
  const { delimiters, terminatorAt } = readDelimiters(text)
  const segments: RawSegment[] = []
  const breaks = delimiters.segment === '\n' || delimiters.segment === '\r' ? /^[ \t]+/ : /^[\r\n]+/
  let number = 0
  for (const piece of text.split(delimiters.segment)) {
    let body = piece.charCodeAt(0) <= 32 ? piece.replace(breaks, '') : piece
    if (delimiters.segment === '\n' && body.endsWith('\r')) body = body.slice(0, -1)
    if (body === '' || (body.charCodeAt(0) <= 32 && body.trim() === '')) continue
    number++
    if (number > maxSegments) throw new EdiError('edi', `more than ${maxSegments} segments; send a smaller document`, 'too_many_segments')
    const [tag = '', ...raw] = body.split(delimiters.element)
    const fixed = tag === 'ISA'
    const elements = fixed ? raw : raw.map((item) => toElement(item, delimiters, splitPlain))
    segments.push({ number, tag, elements, raw })
  }
  return { delimiters, segments, isaFixedWidth: terminatorAt === ISA_LENGTH - 1 }
}
