import { type Opinion, opinionType } from './records.ts'
import { markupToText } from './text.ts'

/** The text of an opinion from the first member its source filled. */
function opinionText(opinion: Opinion): { text: string; from: string } | null {
  if (opinion.plain_text) return { text: opinion.plain_text, from: 'plain_text' }
  for (const member of ['html_with_citations', 'html', 'html_lawbox', 'html_columbia', 'html_anon_2020', 'xml_harvard'] as const) {
    const markup = opinion[member]
    if (markup) return { text: markupToText(markup), from: member }
  }
  return null
}

/** One opinion as the opinion operation answers it: who wrote and joined it, and its text cut at `maxChars` (saying so). */
export function opinionAnswer(opinion: Opinion, maxChars: number) {
  const body = opinionText(opinion)
  const text = body ? body.text.slice(0, maxChars) : null
  return {
    id: opinion.id,
    type: opinionType(opinion.type),
    author: opinion.author_str,
    authorId: opinion.author_id,
    joinedBy: opinion.joined_by_str,
    perCuriam: opinion.per_curiam,
    pageCount: opinion.page_count,
    downloadUrl: opinion.download_url,
    text,
    chars: body ? body.text.length : 0,
    truncated: body ? body.text.length > maxChars : false,
    textFormat: body ? (body.from === 'plain_text' ? 'plain' : 'from-markup') : null,
  }
}
