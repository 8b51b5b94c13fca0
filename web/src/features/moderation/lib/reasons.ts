// Which reasons a report of each kind of item offers: a photo, a name or a suggested edit cannot be
// "closed or gone".
import { VISITOR_REPORT_REASONS, type ReportReason, type ReportTargetType } from '@travel/domain'

const REASONS_BY_TARGET: Record<ReportTargetType, readonly ReportReason[]> = {
  event: ['wrong-info', 'gone', 'duplicate', 'private-property', 'spam', 'abusive', 'illegal', 'not-theirs'],
  checkin: ['wrong-info', 'duplicate', 'private-property', 'spam', 'abusive', 'illegal', 'not-theirs'],
  photo: ['private-property', 'spam', 'abusive', 'illegal', 'not-theirs'],
  user: ['spam', 'abusive', 'illegal'],
  // wrong information in a suggestion is the event author's to decline
  suggestion: ['private-property', 'spam', 'abusive', 'illegal'],
}

export function reportReasonsFor(type: ReportTargetType, signedIn: boolean): readonly ReportReason[] {
  return signedIn ? REASONS_BY_TARGET[type] : VISITOR_REPORT_REASONS
}
