import type { ServiceSettings } from '#app/domain/bookings/service-windows'
import { DEFAULT_SERVICE_SETTINGS } from '#app/domain/bookings/service-windows'
import type { TestApp } from './app'

export const OWNER = { kind: 'operator', id: 1, email: 'owner@example.com', role: 'owner' } as const

/** Every weekday and Saturday: 08:00–10:00 and 13:00–15:00 (Saturday 09:00–11:00), `capacity` carts each; bookable from the next working day. */
export async function serviceSettings(t: Pick<TestApp, 'services'>, capacity = 2, overrides: Partial<ServiceSettings> = {}): Promise<void> {
  const weekday = [{ from: '08:00', to: '10:00', capacity }, { from: '13:00', to: '15:00', capacity }]
  await t.services.serviceSettings.save({ ...DEFAULT_SERVICE_SETTINGS, windows: [[], weekday, weekday, weekday, weekday, weekday, [{ from: '09:00', to: '11:00', capacity }]], noticeDays: 1, horizonDays: 60, ...overrides }, OWNER)
}

/** A customer's booking as the JSON API takes it. */
export function bookingBody(window: string, overrides: Record<string, unknown> = {}) {
  return {
    window,
    make: 'Club Car',
    model: 'Precedent',
    problem: 'Batteries do not hold a charge any more',
    firstName: 'Dana',
    lastName: 'Kowalski',
    email: 'dana.kowalski@example.com',
    phone: '(610) 555-0199',
    note: '',
    ...overrides,
  }
}

/** The open windows now, as the public API answers them. */
export async function openWindows(t: Pick<TestApp, 'services'>, days = 14) {
  return (await t.services.serviceBookings.slots(undefined, days)).filter((w) => w.free > 0)
}
