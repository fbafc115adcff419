import { defineUpstream } from '@svc/core'

/** Have I Been Pwned's Pwned Passwords range API: no key, no rate limit, k-anonymity by SHA-1 prefix. */
export const pwnedPasswords = defineUpstream({
  id: 'pwned-passwords',
  name: 'Have I Been Pwned: Pwned Passwords',
  baseUrl: 'https://api.pwnedpasswords.com',
  docsUrl: 'https://haveibeenpwned.com/API/v3#SearchingPwnedPasswordsByRange',
  license: 'CC BY 4.0 (Have I Been Pwned, https://haveibeenpwned.com)',
  timeoutMs: 10_000,
  headers: { 'add-padding': 'true' },
})
