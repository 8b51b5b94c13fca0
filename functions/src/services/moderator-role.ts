// Granting and revoking the moderator role: a custom claim on the Firebase Auth account, kept beside any
// other claims. The API reads the current claim on every moderator request (moderation-service.ts).
export interface ClaimsAdmin {
  getUserByEmail(email: string): Promise<{ uid: string; customClaims?: Record<string, unknown> }>
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>
}

/** Gives (or takes away) the role of the account with this e-mail; answers its uid and whether it changed. */
export async function setModerator(
  auth: ClaimsAdmin,
  email: string,
  moderator: boolean,
): Promise<{ uid: string; changed: boolean }> {
  const account = await auth.getUserByEmail(email.trim().toLowerCase())
  const { moderator: current, ...others } = account.customClaims ?? {}
  if ((current === true) === moderator) return { uid: account.uid, changed: false }
  await auth.setCustomUserClaims(account.uid, moderator ? { ...others, moderator: true } : others)
  return { uid: account.uid, changed: true }
}
