import { createHash } from 'node:crypto'
import { createError, defineOperation, lookupAnswer, requireOne, forbidTogether, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { pwnedPasswords } from '../upstreams/pwned-passwords.ts'

/** One line of a range answer: the 35 hex characters after the prefix, and how often that hash was seen. */
const RANGE_LINE = /^([0-9A-Fa-f]{35}):(\d+)$/

/**
 * Only the first 5 hex characters of the password's SHA-1 leave the host (k-anonymity); the
 * password and its full hash are never sent, logged, cached or answered. The range answer (cached by
 * prefix) lists `SUFFIX:COUNT` lines; with `Add-Padding` some are padding with a count of 0.
 */
export default defineOperation({
  name: 'password-exposure',
  method: 'POST',
  description: 'Has a password appeared in a data breach? Checks it against Have I Been Pwned\'s Pwned Passwords by k-anonymity: only the first 5 characters of its SHA-1 hash are sent, the password is never stored or logged. Answers whether it is exposed and how many times it was seen. Give the password or its SHA-1.',
  input: v.object({
    password: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(1024, 'must be at most 1024 characters'), v.description('The password to check (hashed on the host, never stored)'))),
    sha1: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-fA-F]{40}$/, 'must be 40 hex characters'), v.description('Or the password\'s SHA-1, hex, if you hash it yourself'))),
  }),
  price: { usd: 0.0025 },
  upstreams: [pwnedPasswords],
  keywords: ['has this password been leaked', 'is my password pwned', 'password in a data breach', 'compromised password check', 'have i been pwned'],
  check(input) {
    requireOne(input, ['password', 'sha1'])
    forbidTogether(input, 'password', 'sha1')
  },
  async handler({ input, upstream, signal }) {
    const hash = (input.sha1 ?? createHash('sha1').update(input.password ?? '', 'utf8').digest('hex')).toUpperCase()
    const prefix = hash.slice(0, 5)
    const suffix = hash.slice(5)
    const { data, url } = await upstream(pwnedPasswords).text(`/range/${prefix}`, { cacheTtlMs: 24 * 3_600_000, signal })
    let count = 0
    for (const line of data.split('\n')) {
      const entry = RANGE_LINE.exec(line.trim())
      if (!entry) {
        if (line.trim() === '') continue
        throw createError('UPSTREAM_FAILED', `${pwnedPasswords.name} answered in an unexpected format`)
      }
      if (entry[1]!.toUpperCase() === suffix) count = Number(entry[2])
    }
    return lookupAnswer({ exposed: count > 0, count, checked: input.sha1 ? 'sha1' : 'password' }, sourceOf(pwnedPasswords, url))
  },
})
