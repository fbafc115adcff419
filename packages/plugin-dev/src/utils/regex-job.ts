export interface RegexJob {
  pattern: string
  flags: string
  text: string
  maxMatches: number
  /** Matching stops (truncated) once the matched and captured text passes this many characters. */
  maxChars: number
}

export interface RegexMatch {
  match: string
  index: number
  end: number
  captures: Array<string | null>
  groups: Record<string, string | null> | null
}

export interface RegexResult {
  matches: RegexMatch[]
  truncated: boolean
}
