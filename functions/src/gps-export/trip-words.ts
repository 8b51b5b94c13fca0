// The words an exported trip's file uses for its days and its stops' warnings, in the reader's language.
import type { Language, StopWarning } from '@travel/domain'

interface TripWords {
  day: string
  night: string
  warnings: string
  warning: (w: StopWarning) => string
}

const monthName = (language: Language, month: number) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  )

export const TRIP_WORDS: Record<Language, TripWords> = {
  en: {
    day: 'Day',
    night: 'Night here',
    warnings: 'Warnings',
    warning: (w) => {
      switch (w.kind) {
        case 'unavailable':
          return 'No longer available on the site'
        case 'too-long':
          return `Vehicles up to ${w.maxLength} m long; yours is ${w.vehicle} m`
        case 'too-high':
          return `Vehicles up to ${w.maxHeight} m high; yours is ${w.vehicle} m`
        case 'needs-4x4':
          return 'Needs a 4×4'
        case 'closed':
          return `Closed in ${monthName('en', w.month)}`
        case 'gone':
          return 'Travellers report it is gone'
        case 'changed':
          return 'Travellers report it has changed'
        case 'not-visited':
          return `Not visited since ${w.lastVisit}`
      }
    },
  },
  sk: {
    day: 'Deň',
    night: 'Nocľah',
    warnings: 'Upozornenia',
    warning: (w) => {
      switch (w.kind) {
        case 'unavailable':
          return 'Na stránke už nie je dostupné'
        case 'too-long':
          return `Pre vozidlá do dĺžky ${w.maxLength} m; vaše má ${w.vehicle} m`
        case 'too-high':
          return `Pre vozidlá do výšky ${w.maxHeight} m; vaše má ${w.vehicle} m`
        case 'needs-4x4':
          return 'Treba 4×4'
        case 'closed':
          return `Zatvorené v mesiaci ${monthName('sk', w.month)}`
        case 'gone':
          return 'Podľa cestovateľov už neexistuje'
        case 'changed':
          return 'Podľa cestovateľov sa zmenilo'
        case 'not-visited':
          return `Nenavštívené od ${w.lastVisit}`
      }
    },
  },
}
