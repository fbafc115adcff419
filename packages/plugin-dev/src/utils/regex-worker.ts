import type { RegexJob, RegexResult } from './regex-job.ts'

/** A refusal the pool answers as a 400 naming `pattern` (see core's worker contract); no @svc/core here, this runs on a worker thread. */
function refused(error: unknown): Error {
  return Object.assign(new Error(String((error as Error)?.message ?? error)), { field: 'pattern', reason: 'failed' })
}

/** Worker-thread entry (see regex-pool.ts): runs one pattern over the text, so backtracking never blocks the host's event loop. */
export default function matchAll(job: RegexJob): RegexResult {
  try {
    const re = new RegExp(job.pattern, job.flags)
    const unicode = re.unicode || re.flags.includes('v')
    const matches: RegexResult['matches'] = []
    let truncated = false
    let chars = 0
    for (let m = re.exec(job.text); m; m = re.global ? re.exec(job.text) : null) {
      if (matches.length === job.maxMatches || chars > job.maxChars) {
        truncated = true
        break
      }
      const captures = m.slice(1).map((value) => value ?? null)
      const groups = m.groups ? Object.fromEntries(Object.entries(m.groups).map(([name, value]) => [name, value ?? null])) : null
      chars += m[0].length + captures.reduce((sum, value) => sum + (value?.length ?? 0), 0)
      matches.push({ match: m[0], index: m.index, end: m.index + m[0].length, captures, groups })
      // An empty match would match again at the same place: step over one character (a code point with u or v).
      if (m[0] === '') {
        const code = job.text.codePointAt(re.lastIndex)
        re.lastIndex += unicode && code !== undefined && code > 0xffff ? 2 : 1
      }
    }
    return { matches, truncated }
  } catch (error) {
    throw refused(error)
  }
}
