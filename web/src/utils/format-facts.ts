// An event's facts as the reader's language writes them: a month's name and a night's price.

/** "Jan", "led" …: a month's short name in the reader's language. */
export function monthName(month: number, language: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  )
}

export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 2 }).format(
    amount,
  )
}
