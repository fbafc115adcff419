import { ConfigError, type SvcConfig } from '@svc/core'
import * as v from 'valibot'

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'))

/**
 * `settings.mpp`: MPP beside x402. Who is paid and who settles come from `settings.x402` (the same
 * payout wallet and facilitator); this section only turns MPP off, names its secret and realm, and
 * adds methods other than the EVM charge.
 */
const mppSection = v.strictObject({
  /** MPP is on wherever the x402 EVM rail is configured; false turns it off. */
  enabled: v.optional(v.boolean(), true),
  /**
   * Binds every challenge to its content (HMAC). Hosts that share a state share one when none is set:
   * the first host writes a random one into the state.
   */
  secretKey: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters (openssl rand -base64 32)'))),
  /** The realm challenges name (default: the host of the public URL, or of the request). */
  realm: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** How long a challenge can be paid (seconds, default 300). */
  challengeSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(30), v.maxValue(3600)), 300),
  /** Tempo charges too (TIP-20 stablecoin on Tempo), paid to this recipient. */
  tempo: v.optional(v.strictObject({
    recipient: address,
    /** The TIP-20 token (default: mppx's default for the network). */
    currency: v.optional(address),
    testnet: v.optional(v.boolean()),
  })),
})

export type MppSettings = v.InferOutput<typeof mppSection>
export type MppSettingsInput = v.InferInput<typeof mppSection>

const OFF = new Set(['0', 'false', 'off', 'no'])

/** The section's env variables (SVC_MPP=off, SVC_MPP_SECRET_KEY, SVC_MPP_REALM), which win over the file. */
export function mppSettingsFromEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (env.SVC_MPP !== undefined && env.SVC_MPP !== '') out.enabled = !OFF.has(env.SVC_MPP.toLowerCase())
  if (env.SVC_MPP_SECRET_KEY) out.secretKey = env.SVC_MPP_SECRET_KEY
  if (env.SVC_MPP_REALM) out.realm = env.SVC_MPP_REALM
  return out
}

/** `settings.mpp` with the env variables over it, validated; the error names the key. */
export function mppSettings(config: Pick<SvcConfig, 'settings'>, env: Record<string, string | undefined> = process.env): MppSettings {
  const section = (config.settings.mpp ?? {}) as Record<string, unknown>
  const result = v.safeParse(mppSection, { ...section, ...mppSettingsFromEnv(env) })
  if (result.success) return result.output
  const issue = result.issues[0]
  const key = `settings.mpp${v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ''}`
  const message = (issue.type as string) === 'strict_object' && issue.expected === 'never'
    ? `unknown key "${key}"`
    : issue.received === 'undefined' ? `"${key}" is required` : `"${key}" ${issue.message}`
  throw new ConfigError(`Invalid configuration: ${message}`)
}
