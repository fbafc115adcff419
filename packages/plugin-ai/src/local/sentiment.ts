import Sentiment from 'sentiment'

const analyzer = new Sentiment()

export const LEXICON_NOTE = 'AFINN-165 word lexicon (the sentiment package), not a language model: it scores words and misses sarcasm and context.'

/**
 * Sentiment by the AFINN-165 lexicon: polarity is the mean score of the sentiment-bearing
 * words scaled to -1..1 (AFINN scores run -5..5); `mixed` when both sides weigh at least a
 * third of the total; confidence is how one-sided and how frequent the evidence is.
 */
export function lexiconSentiment(text: string) {
  const result = analyzer.analyze(text)
  const scored = result.calculation.map((entry) => Object.entries(entry)[0]!)
  const positive = scored.filter(([, score]) => score > 0)
  const negative = scored.filter(([, score]) => score < 0)
  const up = positive.reduce((sum, [, score]) => sum + score, 0)
  const down = -negative.reduce((sum, [, score]) => sum + score, 0)
  const total = up + down
  const polarity = scored.length === 0 ? 0 : Math.max(-1, Math.min(1, (up - down) / scored.length / 5))
  const sentiment = total === 0 ? 'neutral'
    : Math.min(up, down) >= total / 3 ? 'mixed'
    : Math.abs(polarity) < 0.05 ? 'neutral'
    : polarity > 0 ? 'positive' : 'negative'
  const evidence = Math.min(1, scored.length / 4)
  const confidence = total === 0 ? 0.3 : round(0.3 + 0.7 * evidence * (Math.abs(up - down) / total || 0.5))
  const lower = text.toLowerCase()
  const words = (list: Array<[string, number]>) => [...new Set(list.map(([word]) => word))].sort((a, b) => lower.indexOf(a) - lower.indexOf(b)).slice(0, 5).join(', ')
  const rationale = total === 0
    ? 'No word of the lexicon carries sentiment in this text.'
    : [positive.length ? `positive words: ${words(positive)}` : '', negative.length ? `negative words: ${words(negative)}` : ''].filter(Boolean).join('; ')
  return { sentiment, polarity: round(polarity), confidence, rationale } as const
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
