import { defineUpstream } from '@svc/core'

/**
 * Have I Been Pwned's Pwned Passwords range API: no key (https://haveibeenpwned.com/API/v3, "no authorisation required
 * for the free Pwned Passwords API"), no published rate limit, k-anonymity by SHA-1 prefix. HIBP's terms ask services
 * showing its data to indicate the source clearly (the introduction to its API terms of use).
 */
export const pwnedPasswords = defineUpstream({
  id: 'pwned-passwords',
  name: 'Have I Been Pwned: Pwned Passwords',
  baseUrl: 'https://api.pwnedpasswords.com',
  docsUrl: 'https://haveibeenpwned.com/API/v3#SearchingPwnedPasswordsByRange',
  license: 'CC BY 4.0 (Have I Been Pwned, https://haveibeenpwned.com)',
  terms: {
    url: 'https://haveibeenpwned.com/API/v3',
    commercial: { use: 'allowed', note: 'Pwned Passwords is free and needs no key; the terms forbid using the data to disadvantage breach victims' },
    attribution: { text: 'Password exposure data from Have I Been Pwned (haveibeenpwned.com)' },
  },
  timeoutMs: 10_000,
  headers: { 'add-padding': 'true' },
})
