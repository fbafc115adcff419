/**
 * Grades the security headers of one HTTP answer, after the OWASP Secure Headers Project
 * (https://owasp.org/www-project-secure-headers/) and MDN's recommendations: each check is good, weak,
 * missing or bad, with points; the grade is read from the share of points earned.
 */

export type CheckStatus = 'good' | 'weak' | 'missing' | 'bad'

export interface HeaderCheck {
  header: string
  status: CheckStatus
  value: string | null
  note: string
  points: number
  maxPoints: number
}

/** Response headers, lower-case names (as fetchPublicUrl gives them). */
type Headers = Record<string, string>

const HALF_YEAR_SECONDS = 15_552_000

function check(header: string, value: string | undefined, maxPoints: number, judge: (value: string) => [CheckStatus, string], missingNote: string): HeaderCheck {
  if (value === undefined || value.trim() === '') return { header, status: 'missing', value: null, note: missingNote, points: 0, maxPoints }
  const [status, note] = judge(value.trim())
  const points = status === 'good' ? maxPoints : status === 'weak' ? Math.floor(maxPoints / 2) : 0
  return { header, status, value: value.trim().slice(0, 1000), note, points, maxPoints }
}

/** The directives of a CSP: name -> source list (lower case). */
function cspDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/)
    if (name && !directives.has(name)) directives.set(name, sources)
  }
  return directives
}

function judgeHsts(https: boolean) {
  return (value: string): [CheckStatus, string] => {
    if (!https) return ['bad', 'sent over plain http, where browsers ignore it']
    const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value)
    if (!maxAge) return ['bad', 'no max-age']
    const seconds = Number(maxAge[1])
    if (seconds === 0) return ['bad', 'max-age=0 turns HSTS off']
    if (seconds < HALF_YEAR_SECONDS) return ['weak', `max-age ${seconds} s is under 6 months`]
    const subdomains = /includesubdomains/i.test(value)
    return subdomains ? ['good', /preload/i.test(value) ? 'at least 6 months, subdomains included, preload asked' : 'at least 6 months, subdomains included'] : ['good', 'at least 6 months (subdomains not included)']
  }
}

function judgeCsp(value: string): [CheckStatus, string] {
  const directives = cspDirectives(value)
  const scripts = directives.get('script-src') ?? directives.get('default-src')
  if (!scripts) return ['weak', 'no script-src or default-src: scripts are not restricted']
  const nonceOrHash = scripts.some((source) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(source))
  const problems: string[] = []
  if (scripts.includes("'unsafe-inline'") && !nonceOrHash && !scripts.includes("'strict-dynamic'")) problems.push("'unsafe-inline' scripts")
  if (scripts.includes("'unsafe-eval'")) problems.push("'unsafe-eval'")
  if (scripts.some((source) => source === '*' || source === 'http:' || source === 'https:' || source === 'data:')) problems.push('scripts from any host')
  return problems.length > 0 ? ['weak', `allows ${problems.join(', ')}`] : ['good', 'scripts restricted']
}

function judgeFraming(headers: Headers): HeaderCheck {
  const ancestors = headers['content-security-policy'] ? cspDirectives(headers['content-security-policy']).get('frame-ancestors') : undefined
  if (ancestors) {
    const open = ancestors.includes('*')
    return { header: 'x-frame-options', status: open ? 'weak' : 'good', value: `frame-ancestors ${ancestors.join(' ')}`, note: open ? 'CSP frame-ancestors allows any site' : 'framing limited by CSP frame-ancestors', points: open ? 7 : 15, maxPoints: 15 }
  }
  return check('x-frame-options', headers['x-frame-options'], 15, (value) => {
    const upper = value.toUpperCase()
    if (upper === 'DENY' || upper === 'SAMEORIGIN') return ['good', `framing: ${upper}`]
    return ['bad', 'neither DENY nor SAMEORIGIN (ALLOW-FROM is obsolete)']
  }, 'no X-Frame-Options or CSP frame-ancestors: the page can be framed (clickjacking)')
}

const STRICT_REFERRERS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'])

/** Every check, and a grade A-F from the points earned. */
export function gradeHeaders(headers: Headers, https: boolean) {
  const checks: HeaderCheck[] = [
    check('strict-transport-security', headers['strict-transport-security'], 25, judgeHsts(https), https ? 'no HSTS: browsers may still connect over plain http' : 'the page is served over plain http'),
    check('content-security-policy', headers['content-security-policy'], 25, judgeCsp, headers['content-security-policy-report-only'] ? 'only a report-only policy: nothing is enforced' : 'no Content-Security-Policy'),
    check('x-content-type-options', headers['x-content-type-options'], 10, (value) => (value.toLowerCase() === 'nosniff' ? ['good', 'nosniff'] : ['bad', 'only nosniff is valid']), 'no X-Content-Type-Options: nosniff'),
    judgeFraming(headers),
    check('referrer-policy', headers['referrer-policy'], 10, (value) => {
      const last = value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean).at(-1) ?? ''
      if (STRICT_REFERRERS.has(last)) return ['good', last]
      if (last === 'unsafe-url' || last === 'origin-when-cross-origin' || last === 'origin') return ['bad', `${last} sends the referrer to other sites`]
      return ['weak', `${last} (prefer strict-origin-when-cross-origin)`]
    }, 'no Referrer-Policy (browsers default to strict-origin-when-cross-origin)'),
    check('permissions-policy', headers['permissions-policy'], 10, () => ['good', 'browser features restricted'], 'no Permissions-Policy'),
    check('cross-origin-opener-policy', headers['cross-origin-opener-policy'], 5, (value) => (/^same-origin/i.test(value) ? ['good', value] : ['weak', `${value} (same-origin isolates the window)`]), 'no Cross-Origin-Opener-Policy'),
  ]
  const earned = checks.reduce((sum, entry) => sum + entry.points, 0)
  const possible = checks.reduce((sum, entry) => sum + entry.maxPoints, 0)
  const score = Math.round((earned / possible) * 100)
  const grade = score >= 90 ? 'A' : score >= 75 ? 'B' : score >= 60 ? 'C' : score >= 40 ? 'D' : 'F'
  const warnings: string[] = []
  if (headers['x-powered-by']) warnings.push(`X-Powered-By discloses the platform: ${headers['x-powered-by'].slice(0, 100)}`)
  if (headers.server && /\d/.test(headers.server)) warnings.push(`Server discloses a version: ${headers.server.slice(0, 100)}`)
  if (headers['x-xss-protection'] && headers['x-xss-protection'].trim() !== '0') warnings.push('X-XSS-Protection is obsolete; set it to 0 or leave it out and rely on CSP')
  if (headers['access-control-allow-origin']?.trim() === '*') warnings.push('Access-Control-Allow-Origin: * lets any site read this answer')
  return { grade, score, checks, warnings }
}
