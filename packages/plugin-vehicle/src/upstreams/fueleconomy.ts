import { defineUpstream, usGovernmentWork } from '@svc/core'
import * as v from 'valibot'

/** fueleconomy.gov web services (U.S. DOE / EPA); no key. Answers JSON when asked with `accept: application/json`. */
export const fuelEconomy = defineUpstream({
  id: 'fueleconomy',
  name: 'fueleconomy.gov (U.S. DOE and EPA)',
  baseUrl: 'https://www.fueleconomy.gov',
  docsUrl: 'https://www.fueleconomy.gov/feg/ws/',
  ...usGovernmentWork({ data: 'fueleconomy.gov data', agency: 'DOE/EPA' }),
  cacheTtlMs: 7 * 86_400_000,
})

/** A menu answer: `{menuItem: [{text, value}]}`, or one object when there is one item (the service maps its XML to JSON). */
const item = v.object({ text: v.string(), value: v.string() })
export const menu = v.nullable(v.object({ menuItem: v.union([v.array(item), item]) }))
export const menuItems = (answer: v.InferOutput<typeof menu>) => (answer ? (Array.isArray(answer.menuItem) ? answer.menuItem : [answer.menuItem]) : [])
