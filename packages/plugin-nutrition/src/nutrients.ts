import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'

const number = numberOrNull

/** A nutrient row of `/v1/foods/search` (flat: `nutrientId, nutrientNumber, nutrientName, unitName, value`). */
export const searchNutrient = v.object({ nutrientId: number, nutrientNumber: textOrNull, nutrientName: textOrNull, unitName: textOrNull, value: number })
/** A nutrient row of `/v1/food/{fdcId}` (nested: `nutrient: {id, number, name, unitName}, amount`). */
export const detailNutrient = v.object({ nutrient: v.nullish(v.object({ id: number, number: textOrNull, name: textOrNull, unitName: textOrNull }), null), amount: number })

export interface Nutrient { id: number | null; number: string | null; name: string | null; amount: number | null; unit: string | null }

export const fromSearch = (row: v.InferOutput<typeof searchNutrient>): Nutrient => ({ id: row.nutrientId, number: row.nutrientNumber, name: row.nutrientName, amount: row.value, unit: row.unitName?.toLowerCase() ?? null })
export const fromDetail = (row: v.InferOutput<typeof detailNutrient>): Nutrient => ({ id: row.nutrient?.id ?? null, number: row.nutrient?.number ?? null, name: row.nutrient?.name ?? null, amount: row.amount, unit: row.nutrient?.unitName?.toLowerCase() ?? null })

/** FDC nutrient numbers of the headline values (energy in kcal: 208, else the Atwater general factor 957). */
const HEADLINE = { protein: '203', fat: '204', carbohydrates: '205', sugars: '269', fiber: '291', sodiumMg: '307' } as const

/** The headline values (amounts as FDC gives them: per 100 g, or per 100 ml for some branded drinks) and every nutrient. */
export function nutritionOf(nutrients: Nutrient[]) {
  const amount = (number: string) => nutrients.find((row) => row.number === number)?.amount ?? null
  const energy = nutrients.find((row) => row.number === '208' && row.unit === 'kcal') ?? nutrients.find((row) => row.number === '957' && row.unit === 'kcal')
  return {
    calories: energy?.amount ?? null,
    ...Object.fromEntries(Object.entries(HEADLINE).map(([name, number]) => [name, amount(number)])),
    nutrients: nutrients.filter((row) => row.amount !== null),
  }
}
