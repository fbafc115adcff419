/**
 * Source of the worker thread that runs one regex job at a time. It is eval'd (CommonJS)
 * rather than loaded from a file, so it works the same from src/ and from the bundled dist/.
 * It posts `{ matches, truncated }` or `{ error }`; the pool kills it on timeout.
 */
export const REGEX_WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
parentPort.on('message', (job) => {
  try {
    const re = new RegExp(job.pattern, job.flags)
    const all = re.global
    const unicode = re.unicode || re.unicodeSets
    const matches = []
    let truncated = false
    let chars = 0
    re.lastIndex = 0
    for (;;) {
      const m = re.exec(job.text)
      if (!m) break
      if (matches.length === job.maxMatches || chars > job.maxChars) { truncated = true; break }
      const captures = m.slice(1).map((value) => (value === undefined ? null : value))
      const groups = m.groups ? Object.fromEntries(Object.entries(m.groups).map(([name, value]) => [name, value === undefined ? null : value])) : null
      chars += m[0].length + captures.reduce((sum, value) => sum + (value ? value.length : 0), 0)
      matches.push({ match: m[0], index: m.index, end: m.index + m[0].length, captures, groups })
      if (!all) break
      if (m[0] === '') {
        const code = job.text.codePointAt(re.lastIndex)
        re.lastIndex += unicode && code !== undefined && code > 0xffff ? 2 : 1
      }
    }
    parentPort.postMessage({ matches, truncated })
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) })
  }
})
`
