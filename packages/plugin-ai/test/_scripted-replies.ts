import type { CompletionReply } from '../../providers/test/_openai.ts'

/**
 * What the test model answers each operation (made up, for the examples): the structured answer its
 * `response_format` schema asks for (`svc_<operation>`), or plain text for a chat or a council member.
 */
const STRUCTURED: Record<string, unknown> = {
  svc_classify: { labels: ['billing'], confidence: 0.92, rationale: 'The message is about a charge on an invoice.' },
  svc_translate: { text: 'Où est la gare, s\'il vous plaît ?', detectedSourceLanguage: 'en', confidence: 'high' },
  svc_entities: { entities: [{ text: 'Ada Lovelace', type: 'PERSON' }, { text: 'London', type: 'LOCATION' }, { text: '1843', type: 'DATE' }] },
  svc_sentiment: { sentiment: 'positive', polarity: 0.8, confidence: 0.9, rationale: 'The reviewer praises the battery life and the screen.' },
  svc_moderate: { categories: Object.fromEntries(['hate', 'harassment', 'sexual', 'sexual/minors', 'violence', 'self-harm', 'dangerous', 'illicit'].map((name) => [name, { flagged: false, severity: 0 }])) },
  svc_pii: { findings: [{ type: 'EMAIL', text: 'jane.doe@example.com' }, { type: 'PHONE', text: '+1 415 555 2671' }] },
  svc_describe_image: { altText: 'A printed cafe receipt with a tea total', description: 'A small paper receipt from a cafe. It lists one tea and a total of 12.50.', contentType: 'document', text: 'TOTAL 12.50', mainObjects: ['receipt'], dominantColors: ['#FFFFFF', '#1a1a1a'] },
  svc_ocr: { text: 'TOTAL 12.50', tables: ['| Item | Price |\n| --- | --- |\n| Tea | 12.50 |'], language: 'en', handwriting: false },
  svc_extract: { title: 'Tide pools of the Pacific coast' },
  svc_summarize: { title: 'Tide pools', summary: 'Tide pools hold sea life at low tide.', keyPoints: ['Form at low tide', 'Home to sea stars', 'Step on bare rock'], audience: 'coastal visitors' },
  svc_research: { summary: 'Tide pools hold sea stars, anemones and hermit crabs at low tide.', keyFacts: [{ fact: 'Sea stars, anemones and hermit crabs live in tide pools.', sources: ['1'] }] },
  svc_web_answer: { answer: 'Tide pools form where the sea retreats at low tide and leaves water in rocky hollows [1].', citations: ['1'] },
  svc_council: { consensus: 'Most members agree it is an open problem, with most experts believing P != NP.', confidence: 0.7, dissent: [] },
}

export function modelReply(body: { response_format?: { json_schema?: { name?: string } } }): CompletionReply {
  const name = body.response_format?.json_schema?.name
  if (name && name in STRUCTURED) return { content: JSON.stringify(STRUCTURED[name]), usage: { prompt_tokens: 420, completion_tokens: 60 } }
  return { content: 'P versus NP is unsolved; most researchers expect P != NP.', usage: { prompt_tokens: 40, completion_tokens: 20 } }
}
