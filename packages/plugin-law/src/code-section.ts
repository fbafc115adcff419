import { forbidTogether, invalidField } from '@svc/core'
import * as v from 'valibot'

/** A code of law whose sections are asked by title and section or by a citation (the CFR, the U.S. Code). */
export interface CodeOfLaw {
  /** Its name in messages: `CFR`, `U.S. Code`. */
  name: string
  /** Its titles run from 1 to this. */
  titles: number
  /** A section number on its own, and what a malformed one is told. */
  section: RegExp
  sectionMessage: string
  sectionExample: string
  /** A whole citation: the title in group 1, the section in group 2. */
  citation: RegExp
  citationExample: string
  /** The section as the code's source reads it (the U.S. Code's are lower case). */
  normalize?: (section: string) => string
}

type SectionInput = { title?: number | undefined; section?: string | undefined; citation?: string | undefined }

/** The `title`, `section` and `citation` fields of an operation reading one section of `code`. */
export const sectionFields = (code: CodeOfLaw) => ({
  title: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(code.titles), v.description(`${code.name} title (1-${code.titles})`))),
  section: v.optional(v.pipe(v.string(), v.trim(), v.regex(code.section, code.sectionMessage), v.description(`Section number, e.g. ${code.sectionExample}`))),
  citation: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60), v.description(`A ${code.name} citation instead of title and section, e.g. ${code.citationExample}`))),
})

/** The title and section asked: read from the citation, or given apart; the 400 names the field that is missing or malformed. */
export function sectionTarget(code: CodeOfLaw, input: SectionInput): { title: number; section: string } {
  const normalize = code.normalize ?? ((section: string) => section)
  if (input.citation) {
    const match = input.citation.match(code.citation)
    if (!match) throw invalidField('citation', `must be a ${code.name} citation such as ${code.citationExample}`)
    const title = Number(match[1])
    if (title < 1 || title > code.titles) throw invalidField('citation', `the ${code.name} has titles 1 to ${code.titles}`)
    return { title, section: normalize(match[2]!) }
  }
  if (!input.title) throw invalidField('title', 'give title and section, or a citation')
  if (!input.section) throw invalidField('section', `give the section, e.g. ${code.sectionExample}`)
  return { title: input.title, section: normalize(input.section) }
}

/** The check of such an operation: a citation or title and section, not both, and a target that can be read. */
export function checkSectionTarget(code: CodeOfLaw, input: SectionInput): void {
  forbidTogether(input, 'title', 'citation')
  forbidTogether(input, 'section', 'citation')
  sectionTarget(code, input)
}
