// Where a page of a list ends: both adapters read one record more than a page, and only when it came is
// there a next page, starting after the page's last record.

/** The place after the page's last record when `more` follow it; null at the end of the list. */
export function nextPosition<T, P>(more: boolean, page: readonly T[], positionOf: (last: T) => P): P | null {
  const last = page[page.length - 1]
  return more && last !== undefined ? positionOf(last) : null
}
