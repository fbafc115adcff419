import { EdiError } from './edi-error.ts'
import { type Element, isEmptyElement, isEmptyValue, type Segment, trimTrailing, type Value } from './segments.ts'

export interface WriteSyntax {
  element: string
  component: string
  repetition: string | null
  segment: string
  /** Escapes one value (EDIFACT release character); X12 refuses delimiters instead. */
  escape: (text: string, field: string) => string
  /** Written after each segment terminator (a line break or nothing). */
  after: string
}

const invalid = (field: string, message: string) => new EdiError(field, message)

function writeValue(value: Value, syntax: WriteSyntax, field: string): string {
  if (typeof value === 'string') return syntax.escape(value, field)
  return trimTrailing(value, (part) => part === '').map((part, index) => syntax.escape(part, `${field}.${index}`)).join(syntax.component)
}

function writeElement(element: Element, syntax: WriteSyntax, field: string): string {
  if (typeof element === 'string' || Array.isArray(element)) return writeValue(element, syntax, field)
  if (!syntax.repetition) throw invalid(field, 'repeated elements need a repetition separator (X12 from version 00402, EDIFACT syntax version 4)')
  return trimTrailing(element.repeats, isEmptyValue).map((value, index) => writeValue(value, syntax, `${field}.repeats.${index}`)).join(syntax.repetition)
}

/** One segment as text: trailing empty elements and components are dropped, as both syntaxes require. */
export function writeSegment(segment: Segment, syntax: WriteSyntax, field: string): string {
  const elements = trimTrailing(segment.elements, isEmptyElement).map((element, index) => writeElement(element, syntax, `${field}.elements.${index}`))
  return [segment.tag, ...elements].join(syntax.element) + syntax.segment + syntax.after
}

export { invalid }
