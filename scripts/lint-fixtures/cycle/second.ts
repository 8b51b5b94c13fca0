// The other half of the cycle in first.ts.
import { first } from './first'

export const second = () => first
