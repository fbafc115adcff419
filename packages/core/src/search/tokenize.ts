/** Words that carry no meaning for finding an operation. */
const STOP_WORDS = new Set(
  ('a an and any are as at be been by can could do does for from get give going has have how i if in into is it its me my need of on or '
    + 'please show tell that the their them there these this to use using want was what when where which who whose why will with would you your '
    + 'find look up lookup some about than then also just like').split(' '),
)

/** Light stemming: enough to join plurals and verb forms ("sanctioned" ~ "sanction", "holidays" ~ "holiday"). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3)
  if (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed')) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('es') && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1)
  return word
}

/** Lowercased, stemmed words without stop words; hyphenated ids split into their parts. */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/)
  const tokens: string[] = []
  for (const word of words) {
    if (!word || STOP_WORDS.has(word)) continue
    tokens.push(stem(word))
  }
  return tokens
}
