/** Where a phrase occurs in a text as a whole word sequence (not inside a longer word), case-insensitively. */
export function occurrences(text: string, phrase: string): Array<{ start: number; end: number }> {
  if (!phrase.trim()) return []
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu')
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }))
}
