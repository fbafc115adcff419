import { loadOnce } from '@svc/core'
/** The disposable-domain list of mailchecker (maintained, MIT), loaded on first use: it is about 1 MB. */
const disposableDomains = loadOnce(async () => {
  const module = await import('mailchecker')
  const api = ('default' in module ? module.default : module) as typeof import('mailchecker')
  return api.blacklist()
})

/** Whether the domain, or a domain it is under, is a known disposable-mail provider. */
export async function isDisposable(domain: string): Promise<boolean> {
  const domains = await disposableDomains()
  const labels = domain.split('.')
  for (let i = 0; i < labels.length - 1; i++) if (domains.has(labels.slice(i).join('.'))) return true
  return false
}
