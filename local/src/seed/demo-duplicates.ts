// The demo community's duplicate claims: one camp added twice, claimed by a traveller, waiting in the
// moderators' queue (mira@example.com) to be merged or declined.
import type { DemoUserKey } from './demo-users'

export interface DemoDuplicate {
  /** the event whose page the claim is sent from, and the one it names */
  event: string
  other: string
  by: DemoUserKey
  reason: string
}

export const DEMO_DUPLICATES: readonly DemoDuplicate[] = [
  {
    event: 'besenova-camp-again',
    other: 'besenova-camp',
    by: 'zuzka',
    reason: 'To je ten istý kemp pri aquaparku Bešeňová, len pridaný druhýkrát po anglicky.',
  },
]
