import { type Candidate, type Detector, scan } from './types.ts'

/** Token formats with a fixed, documented prefix and alphabet; each is matched as a whole word. */
const TOKENS: [type: string, pattern: RegExp][] = [
  ['aws-access-key-id', /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![A-Za-z0-9])/g],
  ['github-token', /(?<![\w])gh[pousr]_[A-Za-z0-9]{36}(?!\w)/g],
  ['github-fine-grained-token', /(?<![\w])github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?!\w)/g],
  ['gitlab-token', /(?<![\w-])glpat-[A-Za-z0-9_-]{20}(?![\w-])/g],
  ['slack-token', /(?<![\w-])xox[abposr]-(?:[A-Za-z0-9]+-){1,5}[A-Za-z0-9]+(?![\w-])/g],
  ['stripe-key', /(?<!\w)(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,247}(?!\w)/g],
  ['google-api-key', /(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])/g],
  ['npm-token', /(?<!\w)npm_[A-Za-z0-9]{36}(?!\w)/g],
  ['private-key', /-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY-----[\s\S]*?-----END \1PRIVATE KEY-----/g],
]

/** A 40-character AWS secret access key, recognised only next to its usual name. */
const AWS_SECRET = /(aws_?secret_?access_?key|aws_?secret_?key|secret_?access_?key)(["']?\s*[:=]\s*["']?)([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/gi

/** header.payload.signature in base64url, where header and payload decode to JSON objects and the header names an `alg`. */
const JWT = /(?<![\w.-])eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*(?![\w.-])/g

function decodesToObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const whole = (type: string, match: RegExpExecArray): Candidate => ({
  kind: 'secret', start: match.index, end: match.index + match[0].length, detail: type, canonical: match[0],
})

export const detectSecrets: Detector = (text) => [
  ...TOKENS.flatMap(([type, pattern]) => scan(text, pattern, (match) => whole(type, match))),
  ...scan(text, AWS_SECRET, (match) => {
    const start = match.index + match[1]!.length + match[2]!.length
    return { kind: 'secret', start, end: start + match[3]!.length, detail: 'aws-secret-access-key', canonical: match[3]! }
  }),
  ...scan(text, JWT, (match) => {
    const [header, payload] = match[0].split('.') as [string, string]
    const decoded = decodesToObject(header)
    return decoded && typeof decoded.alg === 'string' && decodesToObject(payload) ? whole('jwt', match) : null
  }),
]
