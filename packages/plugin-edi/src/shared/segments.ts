/**
 * The JSON form of EDI data shared by X12 and EDIFACT, in answers and in generate bodies:
 * a simple element is a string, a composite is an array of its components, and a repeated
 * element (X12 repetition separator, EDIFACT syntax 4 `*`) is `{ repeats: [...] }`.
 */
export type Value = string | string[]
export type Element = Value | { repeats: Value[] }

export interface Segment {
  tag: string
  elements: Element[]
}

export interface Separators {
  element: string
  component: string
  repetition: string | null
}

/** Splits one element's raw text: repetitions, then components. */
export function toElement(raw: string, separators: Separators, split: (text: string, by: string) => string[]): Element {
  const value = (text: string): Value => (text.includes(separators.component) ? split(text, separators.component) : text)
  if (separators.repetition && raw.includes(separators.repetition)) return { repeats: split(raw, separators.repetition).map(value) }
  return value(raw)
}

/** Drops empty trailing elements and components, as both syntaxes require. */
export function trimTrailing<T>(items: T[], empty: (item: T) => boolean): T[] {
  let end = items.length
  while (end > 0 && empty(items[end - 1]!)) end--
  return items.slice(0, end)
}

export const isEmptyValue = (value: Value): boolean => (typeof value === 'string' ? value === '' : value.every((part) => part === ''))
export const isEmptyElement = (element: Element): boolean =>
  typeof element === 'object' && !Array.isArray(element) ? element.repeats.every(isEmptyValue) : isEmptyValue(element)

/** An issue found in a document: a stable code, a sentence, and where (1-based segment number in the document). */
export interface Issue {
  code: string
  message: string
  segment: number | null
  tag: string | null
}
