import * as v from 'valibot'

export const login = v.nullish(v.object({ login: v.string() }), null)
export const labelsSchema = v.optional(v.array(v.union([v.string(), v.object({ name: v.string() })])), [])
export const labelNames = (labels: v.InferOutput<typeof labelsSchema>) => labels.map((label) => (typeof label === 'string' ? label : label.name))
