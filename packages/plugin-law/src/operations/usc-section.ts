import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { checkSectionTarget, type CodeOfLaw, sectionFields, sectionTarget } from '../code-section.ts'
import { markupToText } from '../courtlistener/text.ts'
import { govinfoLink } from '../upstreams/govinfo.ts'

const USC: CodeOfLaw = {
  name: 'U.S. Code',
  titles: 54,
  section: /^\d{1,6}[a-z]{0,3}(?:-\d{1,4}[a-z]{0,2})?$/i,
  sectionMessage: 'must be a section number such as 1030, 552a or 2000e-2',
  sectionExample: '1030',
  /** "18 U.S.C. § 1030", "42 USC 1983", "5 U.S.C. 552a". */
  citation: /^(\d{1,2})\s*U\.?\s*S\.?\s*C\.?\s*(?:A\.?\s*)?(?:§+|sec\.?|section)?\s*(\d{1,6}[a-z]{0,3}(?:-\d{1,4}[a-z]{0,2})?)$/i,
  citationExample: '18 U.S.C. § 1030',
  normalize: (section) => section.toLowerCase(),
}

/** The marked fields of a U.S. Code section page (GPO's HTML, fields between `<!-- field-start:x -->` and `<!-- field-end:x -->`). */
const field = (html: string, name: string) => html.match(new RegExp(`<!-- field-start:${name} -->([\\s\\S]*?)<!-- field-end:${name} -->`))?.[1] ?? null

/** The page's `accept`: a GPO page that is not a section (an error page sent with 200) is refused, never kept a day (asked once per answer). */
const sectionPage = (html: string) => /field-start:statute|class="section-head"/.test(html) || 'a page that is not a U.S. Code section'

function parseSection(html: string) {
  const head = html.match(/<h3 class="section-head">([\s\S]*?)<\/h3>/)?.[1] ?? field(html, 'head')
  const statute = field(html, 'statute')
  const credit = field(html, 'sourcecredit')
  const paragraphs = statute ? [...statute.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => markupToText(match[1]!)).filter(Boolean) : []
  const heading = head ? markupToText(head).replace(/\s+/g, ' ') : null
  const through = html.match(/currentthrough:(\d{4})(\d{2})(\d{2})/)
  const edition = html.match(/AUTHORITIES-PUBLICATION-NAME:([^\n]*?)\s*-->/)?.[1]?.trim() ?? null
  return {
    heading,
    status: heading && /\b(repealed|omitted|transferred|renumbered)\b/i.test(heading) ? heading.match(/\b(repealed|omitted|transferred|renumbered)\b/i)![1]!.toLowerCase() : 'in force',
    paragraphs,
    text: paragraphs.join('\n'),
    sourceCredit: credit ? markupToText(credit).replace(/\s+/g, ' ') : null,
    edition,
    currentThrough: through ? `${through[1]}-${through[2]}-${through[3]}` : null,
  }
}

export default defineOperation({
  name: 'usc-section',
  method: 'GET',
  description: 'One section of the United States Code as published by the Government Publishing Office on GovInfo (the official U.S. Code editions prepared by the House Office of the Law Revision Counsel), latest edition or a given year: heading, text paragraph by paragraph, source credit (the enacting laws), edition and the date it is current through. By title and section (18, 1030) or a citation (18 U.S.C. § 1030).',
  input: v.object({
    ...sectionFields(USC),
    year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1994), v.maxValue(2100), v.description('Edition year (default the most recent)'))),
    appendix: v.optional(v.pipe(v.boolean(), v.description('A section of the title\'s appendix (e.g. 50 U.S.C. App.)')), false),
  }),
  upstreams: [govinfoLink],
  cacheTtl: '1d',
  sources: [{ path: '/link/uscode/{title}/{section}' }],
  keywords: ['text of a federal statute', 'us code section', 'what does the law say', 'usc citation lookup'],
  example: { params: { title: 18, section: '1030' } },
  check: (input) => checkSectionTarget(USC, input),
  async handler({ input, upstream }) {
    const { title, section } = sectionTarget(USC, input)
    const response = await upstream(govinfoLink).text(`/link/uscode/${title}/${encodeURIComponent(section)}`, {
      query: { type: input.appendix ? 'uscappendix' : 'usc', year: input.year ?? 'mostrecent', 'link-type': 'html' },
      headers: { accept: 'text/html' },
      acceptStatus: [400, 404],
      accept: sectionPage,
    })
    if (response.status !== 200) {
      throw createError('NOT_FOUND', `section: GovInfo has no ${title} U.S.C.${input.appendix ? ' App.' : ''} § ${section}${input.year ? ` in the ${input.year} edition` : ''}`)
    }
    return lookupAnswer({
      title,
      section,
      appendix: input.appendix,
      citation: `${title} U.S.C.${input.appendix ? ' App.' : ''} § ${section}`,
      ...parseSection(response.data),
      url: `https://www.govinfo.gov/link/uscode/${title}/${section}?type=${input.appendix ? 'uscappendix' : 'usc'}&year=${input.year ?? 'mostrecent'}&link-type=html`,
      olrcUrl: input.appendix ? null : `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${section}&num=0&edition=prelim`,
    }, sourceOf(govinfoLink, response.url))
  },
})
