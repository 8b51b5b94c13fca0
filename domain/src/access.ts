// How an event can be reached (docs/data-model.md): 0 caravan, 1 car, 2 offroad.
export const ACCESS_NAMES = ['caravan', 'car', 'offroad'] as const
export type AccessName = (typeof ACCESS_NAMES)[number]
export type AccessCode = 0 | 1 | 2
export const ACCESS_CODES: readonly AccessCode[] = [0, 1, 2]

export function accessCodeOf(name: AccessName): AccessCode {
  return ACCESS_NAMES.indexOf(name) as AccessCode
}

/** Cards show a caravan for 0, a car for 1 and a monster truck for anything else. */
export function accessNameOf(code: number): AccessName {
  if (code === 0) return 'caravan'
  if (code === 1) return 'car'
  return 'offroad'
}
