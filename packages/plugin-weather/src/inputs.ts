import { calendarDate, coordinates } from '@svc/core'
import * as v from 'valibot'

/** The parameters every point operation takes (the names the weather-alert watcher sends). */
export const point = coordinates({ lat: 'Latitude, decimal degrees', lon: 'Longitude, decimal degrees' })

export const units = v.optional(v.pipe(v.picklist(['metric', 'imperial']), v.description('metric (°C, km/h, mm; default) or imperial (°F, mph, inches)')), 'metric')

/** A day that exists (2025-02-30 is refused). */
export const date = calendarDate

export const days = (max: number, fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(`Days of forecast (1-${max}, default ${fallback})`)), fallback)
