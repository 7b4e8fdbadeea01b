import type { OpeningHours, Weekday } from './business'

const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

/**
 * Opening hours per department, as the site had them before the dealer could change them: the
 * site settings' seed (domain/settings/settings.ts), which pages read instead. A module of its own,
 * not a part of `business`, so the JavaScript of every page, which carries `business`, does not
 * carry them too.
 * Where the spec gives two readings, the footer/contact one wins.
 */
export const openingHours = {
  showroom: [
    { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM', dayOfWeek: WEEKDAYS, opens: '09:00', closes: '17:00' },
    { days: 'Saturday', hours: '9:00 AM - 5:00 PM', dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' },
    { days: 'Sunday', hours: 'Closed', dayOfWeek: ['Sunday'] },
  ],
  service: [
    { days: 'Monday - Friday', hours: '8:00 AM - 5:00 PM', dayOfWeek: WEEKDAYS, opens: '08:00', closes: '17:00' },
    { days: 'Saturday', hours: '9:00 AM - 3:00 PM', dayOfWeek: ['Saturday'], opens: '09:00', closes: '15:00' },
    { days: 'Sunday', hours: 'Emergency service only', dayOfWeek: ['Sunday'] },
  ],
  storage: [
    { days: 'Monday - Friday', hours: '8:00 AM - 5:00 PM', dayOfWeek: WEEKDAYS, opens: '08:00', closes: '17:00' },
    { days: 'Saturday', hours: '8:00 AM - 3:00 PM', dayOfWeek: ['Saturday'], opens: '08:00', closes: '15:00' },
    { days: 'Sunday', hours: 'By appointment', dayOfWeek: ['Sunday'] },
  ],
} as const satisfies Record<string, readonly OpeningHours[]>
