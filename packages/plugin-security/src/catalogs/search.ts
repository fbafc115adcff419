/** Lower-case words of a text (letters and digits), accents dropped. */
export const words = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter((word) => word.length > 1)

/**
 * Entries matching every word of `query` (a word matches one that starts with it, so "inject" finds
 * "injection"), best first: matches in the name weigh more than in the text, the name equal to the
 * query most, then one holding it as a phrase; among equals, the `tiebreak` order (e.g. the more general
 * entry first), then the shorter name ("SQL Injection" before "Blind SQL Injection").
 */
export function rank<T>(entries: readonly T[], query: string, name: (entry: T) => string, text: (entry: T) => string, tiebreak: (entry: T) => number = () => 0): T[] {
  const wanted = words(query)
  if (wanted.length === 0) return []
  const exact = wanted.join(' ')
  const scored: { entry: T; score: number; tie: number; length: number }[] = []
  for (const entry of entries) {
    const inName = words(name(entry))
    const inText = words(text(entry))
    let score = 0
    for (const word of wanted) {
      if (inName.some((candidate) => candidate.startsWith(word))) score += 3
      else if (inText.some((candidate) => candidate.startsWith(word))) score += 1
      else {
        score = -1
        break
      }
    }
    if (score <= 0) continue
    const joined = inName.join(' ')
    if (joined === exact) score += 10
    else if (` ${joined} `.includes(` ${exact} `)) score += 2
    scored.push({ entry, score, tie: tiebreak(entry), length: inName.length })
  }
  return scored.sort((a, b) => b.score - a.score || a.tie - b.tie || a.length - b.length).map((hit) => hit.entry)
}
