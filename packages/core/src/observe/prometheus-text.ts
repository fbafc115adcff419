/** One sample: its labels, and the series name when it is not the family's (a histogram's `_bucket`, `_sum`, `_count`). */
export interface PrometheusSample {
  value: number
  labels?: Record<string, string | number>
  name?: string
}

/** One metric family as `/metrics` shows it. */
export interface PrometheusFamily {
  name: string
  help: string
  type: 'counter' | 'gauge' | 'histogram'
  samples: PrometheusSample[]
}

/** The media type of the Prometheus text format (0.0.4), which every Prometheus version scrapes. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')
const escapeLabel = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

/**
 * Families in the Prometheus text exposition format: `# HELP`, `# TYPE`, then one line per sample.
 * Written here rather than by a metrics library: the figures are counted in plain numbers already
 * (call-tally.ts), so only this formatting is left, and core stays free of a metrics dependency.
 */
export function prometheusText(families: PrometheusFamily[]): string {
  const lines: string[] = []
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`)
    for (const sample of family.samples) {
      const labels = Object.entries(sample.labels ?? {}).map(([name, value]) => `${name}="${escapeLabel(String(value))}"`)
      lines.push(`${sample.name ?? family.name}${labels.length ? `{${labels.join(',')}}` : ''} ${Number.isFinite(sample.value) ? sample.value : 0}`)
    }
  }
  return lines.length ? `${lines.join('\n')}\n` : ''
}
