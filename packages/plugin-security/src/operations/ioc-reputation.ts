import { createError, defineOperation, invalidField, isApiError, lookupAnswer, runSection, type Section, sectionData, sectionStatus, requiredText } from '@svc/core'
import * as v from 'valibot'
import { askMalwareBazaar, askThreatfox, askUrlhaus, malwareBazaarSource, threatfoxSource, urlhausSources } from '../ioc/abuse-ch.ts'
import { classify } from '../ioc/indicator.ts'
import { malwareBazaar, threatfox, urlhaus } from '../upstreams/abuse-ch.ts'

const notAsked = { status: 'not_applicable' as const }

/** A source's part of the answer: its status and what it found (null when it failed or was not asked). */
function part<T>(section: Section<T> | undefined) {
  if (!section) return { ...notAsked, data: null }
  return { ...sectionStatus(section), data: sectionData(section) }
}

export default defineOperation({
  name: 'ioc-reputation',
  method: 'GET',
  description: 'Threat-intelligence reputation of an indicator of compromise (IP address, domain, URL, or MD5/SHA-1/SHA-256 file hash) from abuse.ch: ThreatFox IOCs with malware family and confidence, URLhaus malware URLs and hosts, MalwareBazaar samples; a verdict and each source\'s status.',
  input: v.object({
    indicator: requiredText(1, 2048, 'IP, domain, URL or file hash'),
    type: v.optional(v.pipe(v.string(), v.toLowerCase(), v.picklist(['ip', 'domain', 'url', 'md5', 'sha1', 'sha256'], 'must be ip, domain, url, md5, sha1 or sha256'), v.description('What the indicator is (default: told from its form); a mismatch is refused'))),
  }),
  upstreams: [threatfox, urlhaus, malwareBazaar],
  sources: [threatfoxSource, ...urlhausSources, malwareBazaarSource],
  keywords: ['is this domain malicious', 'is this file hash malware', 'malicious url check', 'threat intelligence lookup', 'ioc lookup', 'threatfox urlhaus malwarebazaar'],
  example: { params: { indicator: 'update-check.badc2.example' } },
  check(input) {
    const found = classify(input.indicator)
    if (!found) throw invalidField('indicator', 'must be an IP address, a domain, an http(s) URL, or an MD5, SHA-1 or SHA-256 hash')
    if (input.type && input.type !== found.type) throw invalidField('type', `the indicator reads as ${found.type}, not ${input.type}`)
  },
  async handler({ input, upstream }) {
    const { type, value } = classify(input.indicator)!
    const hash = type === 'md5' || type === 'sha1' || type === 'sha256'
    const found = (rows: unknown[]) => rows.length > 0
    const [fox, haus, bazaar] = await Promise.all([
      type === 'sha1' ? undefined : runSection(() => askThreatfox(upstream(threatfox), type, value), { found, failure: 'ThreatFox could not be asked' }),
      type === 'sha1' ? undefined : runSection(() => askUrlhaus(upstream(urlhaus), type, value), { failure: 'URLhaus could not be asked' }),
      hash ? runSection(() => askMalwareBazaar(upstream(malwareBazaar), value), { failure: 'MalwareBazaar could not be asked' }) : undefined,
    ])
    const asked = [fox, haus, bazaar].filter((section) => section !== undefined)
    const failed = asked.filter((section) => section.status === 'error')
    if (failed.length === asked.length) {
      const first = failed[0]!
      throw first.status === 'error' && isApiError(first.error) ? first.error : createError('UPSTREAM_FAILED', 'No abuse.ch source answered')
    }
    const malicious = asked.some((section) => section.status === 'found')
    const item = {
      indicator: value,
      type,
      verdict: malicious ? 'malicious' : failed.length > 0 ? 'unknown' : 'no_match',
      threatfox: part(fox),
      urlhaus: part(haus),
      malwarebazaar: part(bazaar),
      checkedAt: new Date().toISOString(),
    }
    return lookupAnswer(item, { provider: 'abuse.ch (ThreatFox, URLhaus, MalwareBazaar)', url: 'https://abuse.ch/', license: threatfox.license! })
  },
})
