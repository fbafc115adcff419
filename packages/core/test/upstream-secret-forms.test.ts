import { describe, expect, it } from 'vitest'
import { redactSecrets, secretsOf } from '../src/upstream/outgoing.ts'

describe('secretsOf', () => {
  it('lists each form a provider could echo a key in, longest first, and works them out once per key', () => {
    const forms = secretsOf('ab/cd"ef12', 'ab/cd"ef12')
    expect(forms).toEqual(expect.arrayContaining(['ab/cd"ef12', 'ab%2Fcd%22ef12', 'ab/cd\\"ef12', 'ab\\/cd\\"ef12']))
    expect(forms.map((form) => form.length)).toEqual([...forms.map((form) => form.length)].sort((a, b) => b - a))
    // The same key again (every request to its provider) reads the forms already worked out.
    expect(secretsOf('ab/cd"ef12', 'ab/cd"ef12')).toBe(forms)
    expect(secretsOf('ab/cd"ef13', 'ab/cd"ef13')).not.toBe(forms)
    expect(redactSecrets('{"zone":"API key ab\\/cd\\"ef12"}', forms)).toBe('{"zone":"API key [redacted]"}')
  })
})
