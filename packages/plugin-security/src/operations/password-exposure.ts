import { createHash } from 'node:crypto'
import { createError, defineOperation, invalidField, listAnswer, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { pwnedPasswords } from '../upstreams/pwned-passwords.ts'

/** One line of a range answer: the 35 hex characters after the prefix, and how often that hash was seen. */
const RANGE_LINE = /^([0-9A-Fa-f]{35}):(\d+)$/

/** The hashes of a range with their counts; padding lines (count 0) left out. */
function parseRange(text: string): Map<string, number> {
  const seen = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    const entry = RANGE_LINE.exec(line.trim())
    if (!entry) throw createError('UPSTREAM_FAILED', `${pwnedPasswords.name} answered in an unexpected format`)
    if (Number(entry[2]) > 0) seen.set(entry[1]!.toUpperCase(), Number(entry[2]))
  }
  return seen
}

/** The range's `accept`: one that is not `SUFFIX:COUNT` lines (an error or web page sent with 200) is refused, never kept a day. */
const rangeLines = (text: string) => void parseRange(text)

/**
 * Only the first 5 hex characters of the password's SHA-1 leave the host (k-anonymity); the
 * password and its full hash are never sent, logged, cached or answered. The range answer (cached by
 * prefix) lists `SUFFIX:COUNT` lines; with `Add-Padding` some are padding with a count of 0.
 */
export default defineOperation({
  name: 'password-exposure',
  method: 'POST',
  description: 'Has a password appeared in a data breach? Checks it against Have I Been Pwned\'s Pwned Passwords by k-anonymity: only the first 5 characters of its SHA-1 hash are sent, the password is never stored or logged. Give the password or its SHA-1 for a yes/no with the count, or only the 5-character SHA-1 prefix to get the matching hash suffixes and compare yourself.',
  input: v.object({
    password: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(1024, 'must be at most 1024 characters'), v.description('The password to check (hashed on the host, never stored)'))),
    sha1: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-fA-F]{40}$/, 'must be 40 hex characters'), v.description('Or the password\'s SHA-1, hex, if you hash it yourself'))),
    sha1Prefix: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-fA-F]{5}$/, 'must be the first 5 hex characters of a SHA-1'), v.description('Or only the first 5 hex characters of the SHA-1: the answer lists the breached hashes that start with them'))),
  }),
  upstreams: [pwnedPasswords],
  cacheTtl: '1d',
  sources: [{ path: '/range/{first 5 hex of SHA-1}' }],
  keywords: ['has this password been leaked', 'is my password pwned', 'password in a data breach', 'compromised password check', 'have i been pwned'],
  check(input) {
    const given = (['password', 'sha1', 'sha1Prefix'] as const).filter((field) => input[field] !== undefined)
    if (given.length === 0) throw invalidField('password', 'give password, sha1 or sha1Prefix')
    if (given.length > 1) throw invalidField(given[1]!, `give only one of password, sha1, sha1Prefix (not with ${given[0]})`)
  },
  async handler({ input, upstream }) {
    const hash = input.sha1Prefix ?? input.sha1 ?? createHash('sha1').update(input.password ?? '', 'utf8').digest('hex')
    const prefix = hash.slice(0, 5).toUpperCase()
    const { data, url } = await upstream(pwnedPasswords).text(`/range/${prefix}`, { accept: rangeLines })
    const range = parseRange(data)
    const source = sourceOf(pwnedPasswords, url)
    if (input.sha1Prefix) {
      const items = [...range].map(([suffix, count]) => ({ suffix, count }))
      return listAnswer(items, source, { mode: 'list', meta: { prefix } })
    }
    const count = range.get(hash.slice(5).toUpperCase()) ?? 0
    return lookupAnswer({ exposed: count > 0, count, checked: input.sha1 ? 'sha1' : 'password' }, source, { mode: 'lookup' })
  },
})
