// The moderator role on the Auth emulator: granted and revoked by e-mail, other claims kept, and read by
// the API at once (moderation.test.ts covers the endpoints).
import { describe, expect, it } from 'vitest'
import { setModerator } from '../src/services/moderator-role'
import { emulatorAdminAuth } from './admin'
import { createTestUser } from './emulator-users'

describe('npm run moderator', () => {
  it('grants and revokes the claim by e-mail, keeping the other claims', async () => {
    const auth = emulatorAdminAuth()
    const user = await createTestUser('rolemira')
    await auth.setCustomUserClaims(user.uid, { beta: true })
    expect(await setModerator(auth, user.email.toUpperCase(), true)).toEqual({ uid: user.uid, changed: true })
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ beta: true, moderator: true })
    expect(await setModerator(auth, user.email, true)).toEqual({ uid: user.uid, changed: false })
    expect(await setModerator(auth, user.email, false)).toEqual({ uid: user.uid, changed: true })
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ beta: true })
    await expect(setModerator(auth, 'nobody-here@example.com', true)).rejects.toThrow()
  })
})
