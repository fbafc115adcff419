import { isIP } from 'node:net'

export type IndicatorType = 'ip' | 'domain' | 'url' | 'md5' | 'sha1' | 'sha256'

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/

/** What kind of indicator a caller gave, with its normal form (hashes and domains lower case); null when none. */
export function classify(raw: string): { type: IndicatorType; value: string } | null {
  const value = raw.trim()
  if (isIP(value)) return { type: 'ip', value: value.toLowerCase() }
  if (/^https?:\/\//i.test(value)) {
    try {
      new URL(value)
      return { type: 'url', value }
    } catch {
      return null
    }
  }
  if (/^[0-9a-f]+$/i.test(value)) {
    const type = ({ 32: 'md5', 40: 'sha1', 64: 'sha256' } as const)[value.length as 32 | 40 | 64]
    return type ? { type, value: value.toLowerCase() } : null
  }
  const domain = value.toLowerCase().replace(/\.$/, '')
  return DOMAIN.test(domain) ? { type: 'domain', value: domain } : null
}
