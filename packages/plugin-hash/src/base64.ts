/** Standard or URL-safe alphabet (not mixed), padding only at the end; whitespace such as MIME line breaks is ignored. */
const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/
const URL_SAFE = /^[A-Za-z0-9_-]*={0,2}$/

const compact = (value: string) => value.replace(/\s+/g, '')

/** Whether the text is well-formed base64 or base64url (padded or not). */
export function isBase64(value: string): boolean {
  const text = compact(value)
  if (!STANDARD.test(text) && !URL_SAFE.test(text)) return false
  if (text.includes('=')) return text.length % 4 === 0
  // A lone trailing character carries 6 bits: less than a byte.
  return text.length % 4 !== 1
}

/** Decodes text that passed `isBase64`. */
export function decodeBase64(value: string): Buffer {
  return Buffer.from(compact(value), 'base64')
}
