// Every page of the site in Slovak against axe-core's WCAG 2.1 A and AA rules, opened on a phone and
// resized to a desktop, signed out and signed in. Lighthouse's accessibility score runs a subset of these
// rules on a few pages; this sweep is what holds the site to them.
import { describe } from 'vitest'
import { accessibilityJourney } from '../src/accessibility'
import { DESKTOP, PHONE } from '../src/journey'

describe('accessibility in Slovak (axe-core, WCAG 2.1 A and AA)', () => {
  accessibilityJourney('sk-SK', 'Slovak', { loadedAt: PHONE, resizedTo: DESKTOP })
})
