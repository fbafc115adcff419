import { checkPublicUrl, webhookTargetPolicy, type AddressPolicy } from '@svc/core'
import * as v from 'valibot'
import type { WebhookSettings } from './settings.ts'

/** Public unicast addresses only; a test host may also allow 127.0.0.1 (and nothing else private). */
export function targetPolicy(settings: WebhookSettings): AddressPolicy {
  return webhookTargetPolicy(settings.allowLoopbackForTests)
}

/** The `url` member of every object that delivers webhooks. */
export const webhookUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.regex(/^https?:\/\//i, 'must be an http(s) URL'),
  v.description('Webhook target: a public HTTP(S) URL that receives signed POSTs (Standard Webhooks)'),
)

/** Refuses (400 naming the field) a target that is not public now; deliveries check again at connect time. */
export async function checkTarget(url: string, settings: WebhookSettings, field = 'url'): Promise<string> {
  return (await checkPublicUrl(url, { field, policy: targetPolicy(settings) })).toString()
}
