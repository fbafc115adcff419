import { precheckPublicUrl } from '@svc/core'
import { addressPolicy } from '@svc/providers/web-page'

/**
 * An operation's check of a caller's URL before payment: what the URL guard refuses without a lookup
 * (an IP literal or localhost name the address policy refuses, credentials). Names that resolve to
 * refused addresses are refused at fetch time, as before.
 */
export function precheckUrl(url: string, field: string): void {
  precheckPublicUrl(url, { field, policy: addressPolicy })
}
