import type { RailMetric } from '../rails/rail.ts'
import { prometheusText } from './prometheus-text.ts'

/** The rails' samples in the Prometheus text format, appended to the host's own `/metrics`. */
export function railMetricsText(metrics: RailMetric[]): string {
  const text = prometheusText(metrics)
  return text ? `\n${text}` : ''
}
