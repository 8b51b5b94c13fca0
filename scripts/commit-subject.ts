// The rule the commit-msg hook applies: a commit's subject fits in 72 characters, so `git log --oneline`
// and review tools show it whole.

export const MAX_SUBJECT_LENGTH = 72

/** Subjects of commits `git rebase --autosquash` folds into another; they never stay in the history. */
const AUTOSQUASH = /^(fixup|squash|amend)! /

/**
 * The subject of a commit message as git will store it: the first line that is neither blank nor a
 * comment (the hook sees the message before git strips the `#` lines), without trailing whitespace.
 */
export function commitSubject(message: string, commentChar = '#'): string {
  for (const line of message.split(/\r?\n/)) {
    if (line.startsWith(commentChar)) continue
    const text = line.trimEnd()
    if (text.trim() !== '') return text
  }
  return ''
}

/** Why a commit message is refused, or null when it passes. Length counts characters, not bytes. */
export function subjectProblem(message: string, commentChar = '#'): string | null {
  const subject = commitSubject(message, commentChar)
  if (AUTOSQUASH.test(subject)) return null
  const length = [...subject].length
  if (length <= MAX_SUBJECT_LENGTH) return null
  return [
    `The commit subject is ${length} characters long; at most ${MAX_SUBJECT_LENGTH} are allowed:`,
    '',
    `  ${subject}`,
    `  ${' '.repeat(MAX_SUBJECT_LENGTH)}^ over the limit from here`,
    '',
    'Shorten it (imperative, what changes) and put the why in the body, after a blank line.',
  ].join('\n')
}
