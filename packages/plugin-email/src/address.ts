/** Local parts that name a function or a team rather than a person (mail to them reaches a group or nobody). */
export const ROLE_ACCOUNTS = new Set([
  'abuse', 'accounting', 'accounts', 'admin', 'administrator', 'billing', 'careers', 'contact', 'compliance', 'customerservice', 'dev', 'devnull',
  'enquiries', 'finance', 'ftp', 'hello', 'help', 'helpdesk', 'hostmaster', 'hr', 'info', 'inquiries', 'it', 'jobs', 'legal', 'mail', 'mailer-daemon',
  'marketing', 'media', 'news', 'newsletter', 'no-reply', 'noc', 'noreply', 'null', 'office', 'orders', 'postmaster', 'press', 'privacy', 'root',
  'sales', 'security', 'service', 'services', 'shop', 'support', 'sysadmin', 'team', 'tech', 'test', 'webmaster', 'www',
])

export type Syntax = { valid: true; local: string; domain: string } | { valid: false; reason: string }

const ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/i
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i

/**
 * RFC 5321/5322 address syntax as mail systems accept it in practice: a dot-atom local part (no
 * quoted strings, no comments) of at most 64 characters, and a domain of DNS labels with a TLD of
 * letters (or xn--), at most 253 characters; no IP-literal domains.
 */
export function parseAddress(address: string): Syntax {
  const at = address.lastIndexOf('@')
  if (at < 1 || at === address.length - 1) return { valid: false, reason: 'not of the form local@domain' }
  const local = address.slice(0, at)
  const domain = address.slice(at + 1).toLowerCase().replace(/\.$/, '')
  if (local.length > 64) return { valid: false, reason: 'the local part is longer than 64 characters' }
  if (local.split('.').some((part) => !ATOM.test(part))) return { valid: false, reason: 'the local part has a character, or a dot, where none is allowed' }
  if (domain.length > 253) return { valid: false, reason: 'the domain is longer than 253 characters' }
  const labels = domain.split('.')
  if (labels.length < 2 || labels.some((label) => !LABEL.test(label))) return { valid: false, reason: 'the domain is not a valid domain name' }
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels.at(-1)!)) return { valid: false, reason: 'the top-level domain is not valid' }
  return { valid: true, local, domain }
}
