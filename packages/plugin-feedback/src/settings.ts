import * as v from 'valibot'

/**
 * `settings.feedback`: where to forward each piece of feedback (optional). The URL is checked by
 * core's URL guard when sent (public addresses only); the secret signs it (Standard Webhooks).
 */
const schema = v.object({
  webhookUrl: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  webhookSecret: v.optional(v.pipe(v.string(), v.regex(/^whsec_[A-Za-z0-9+/=]{16,}$/, 'must be a whsec_ secret'))),
  allowLoopbackForTests: v.optional(v.boolean(), false),
})
export type FeedbackSettings = v.InferOutput<typeof schema>

/** The forwarding settings, or null when forwarding is off or not fully configured. */
export function forwarding(settings: Readonly<Record<string, unknown>>): (FeedbackSettings & { webhookUrl: string; webhookSecret: string }) | null {
  const parsed = v.safeParse(schema, settings)
  if (!parsed.success || !parsed.output.webhookUrl || !parsed.output.webhookSecret) return null
  // Feedback may hold a contact address: plain http only for a test host's loopback receiver.
  if (parsed.output.webhookUrl.startsWith('http:') && !parsed.output.allowLoopbackForTests) return null
  return parsed.output as FeedbackSettings & { webhookUrl: string; webhookSecret: string }
}
