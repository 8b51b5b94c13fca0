// Every page of the site in English against axe-core's WCAG 2.1 A and AA rules, on a phone and a desktop,
// signed out and signed in. Lighthouse's accessibility score runs a subset of these rules on a few pages;
// this sweep is what holds the site to them.
import { describe } from 'vitest'
import { accessibilityJourneys } from '../src/accessibility'

describe('accessibility in English (axe-core, WCAG 2.1 A and AA)', () => {
  accessibilityJourneys('en-US', 'English')
})
