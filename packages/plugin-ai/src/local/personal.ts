import nlp from 'compromise'
import { resolveOverlaps, type Span, trimmed, viewSpans as spansOf } from './spans.ts'

/**
 * The personal data a fixed format cannot find (text.redact finds those): people's names by the
 * compromise library, postal addresses and birth dates by patterns of their common English forms.
 * Types are ai.pii's.
 */
export const PERSONAL_NOTE = 'names by the compromise library\'s English rules, postal addresses (a house number, a street and its kind, then town, state and ZIP or postcode) and dates of birth (a date after "born", "date of birth", "DOB"...) by patterns'

const STREET_KINDS = 'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Square|Sq|Terrace|Way|Parkway|Pkwy|Highway|Hwy|Close|Crescent|Row|Circle|Cir|Trail|Strasse|Straße'
const ADDRESS = new RegExp(String.raw`\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][\w'.-]*\s+){1,4}(?:${STREET_KINDS})\b\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b)?` +
  // Then, each if present: a unit, the town (up to three capitalised words), a US state and ZIP or a UK postcode.
  String.raw`(?:,?\s+(?:Apt|Apartment|Suite|Ste|Unit|Flat|#)\.?\s*[\w-]+)?(?:,\s*(?:[A-Z][a-z]+\s?){1,3})?(?:,?\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?|,?\s*[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})?`, 'g')
const BIRTH_CUE = /\b(?:born(?:\s+on)?|date\s+of\s+birth|birth\s?date|birthday|d\.?o\.?b\.?)\b\s*(?:is|was|:|-)?\s*/gi
const NUMERIC_DATE = /\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})/y

/** Names, postal addresses and birth dates in a text, as ai.pii findings' spans. */
export function personalSpans(text: string): Span[] {
  const doc = nlp(text)
  const names = spansOf(doc.people(), 'PERSON_NAME')
  const addresses = [...text.matchAll(ADDRESS)].map((match) => ({ start: match.index, end: match.index + match[0].length, type: 'POSTAL_ADDRESS' }))
  // A date is a birth date when it follows a birth cue directly.
  const dates = spansOf(doc.match('#Date+'), 'DATE').flatMap((span) => trimmed(text, span) ?? [])
  const births: Span[] = []
  for (const cue of text.matchAll(BIRTH_CUE)) {
    const from = cue.index + cue[0].length
    const tagged = dates.find((date) => date.start === from)
    NUMERIC_DATE.lastIndex = from
    const numeric = NUMERIC_DATE.exec(text)
    if (tagged) births.push({ ...tagged, type: 'DATE_OF_BIRTH' })
    else if (numeric) births.push({ start: from, end: from + numeric[0].length, type: 'DATE_OF_BIRTH' })
  }
  const spans = [...names, ...addresses, ...births].flatMap((span) => trimmed(text, span) ?? [])
  return resolveOverlaps(spans, ['DATE_OF_BIRTH', 'POSTAL_ADDRESS', 'PERSON_NAME'])
}
