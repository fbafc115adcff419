import { detectCards } from './card.ts'
import { detectEmails } from './email.ts'
import { detectIbans } from './iban.ts'
import { detectIps } from './ip.ts'
import { detectPhones } from './phone.ts'
import { detectSecrets } from './secret.ts'
import { detectSsns } from './ssn.ts'
import type { Candidate, DetectOptions, Detector, Kind } from './types.ts'

export { KINDS, type Candidate, type Kind } from './types.ts'

/** When two matches overlap, the more specific kind wins (then the longer match). */
const PRIORITY: Kind[] = ['secret', 'iban', 'card', 'ssn', 'email', 'ip', 'phone']

const DETECTORS: Record<Kind, Detector> = {
  secret: detectSecrets,
  iban: detectIbans,
  card: detectCards,
  ssn: detectSsns,
  email: detectEmails,
  ip: detectIps,
  phone: detectPhones,
}

/** Every non-overlapping finding of the requested kinds, in text order. */
export function detect(text: string, kinds: readonly Kind[], options: DetectOptions): Candidate[] {
  const candidates = PRIORITY.filter((kind) => kinds.includes(kind)).flatMap((kind) => DETECTORS[kind](text, options))
  const rank = (candidate: Candidate) => PRIORITY.indexOf(candidate.kind)
  candidates.sort((a, b) => rank(a) - rank(b) || (b.end - b.start) - (a.end - a.start) || a.start - b.start)
  // `kept` stays sorted and free of overlaps, so only the two neighbours of a newcomer can clash.
  const kept: Candidate[] = []
  for (const candidate of candidates) {
    let low = 0
    let high = kept.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (kept[middle]!.start < candidate.start) low = middle + 1
      else high = middle
    }
    const before = kept[low - 1]
    const after = kept[low]
    if ((before && before.end > candidate.start) || (after && after.start < candidate.end)) continue
    kept.splice(low, 0, candidate)
  }
  return kept
}
