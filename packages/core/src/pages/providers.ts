import type { RegisteredOperation } from '../registry.ts'
import { providerFacts, termsText } from '../upstream/facts.ts'
import { html, type Html } from './html.ts'

/** The `/docs` facts of the providers an operation calls: who, how to get a key, published limits, terms, each linked. */
export function providersFacts(operation: RegisteredOperation): Html {
  const upstreams = operation.definition.upstreams ?? []
  if (upstreams.length === 0) return html``
  return html`<dt>Data from</dt><dd><ul class="providers">${upstreams.map((upstream) => {
    const facts = providerFacts(upstream)
    const name = facts.docsUrl ? html`<a href="${facts.docsUrl}">${facts.name}</a>` : facts.name
    const auth = facts.auth.kind === 'none' ? 'no key' : `${facts.auth.kind === 'oauth' ? 'OAuth client credentials' : 'API key'} ${facts.auth.required ? 'required' : 'optional'}`
    const limits = [facts.limits.withoutKey.length ? `without a key ${facts.limits.withoutKey.join(', ')}` : '', facts.limits.withKey.length ? `with a key ${facts.limits.withKey.join(', ')}` : '']
      .filter(Boolean).join('; ') || 'none published'
    const lockout = facts.limits.lockoutSeconds ? `; a ${facts.limits.lockoutSeconds} s lockout after a 429` : ''
    return html`<li>${name} (${auth}${facts.auth.signupUrl ? html`, <a href="${facts.auth.signupUrl}">get one</a>` : ''}). Limits: ${limits}${lockout}. Terms: ${facts.terms ? html`<a href="${facts.terms.url}">${termsText(upstream)}</a>` : 'not declared'}.</li>`
  })}</ul></dd>`
}
