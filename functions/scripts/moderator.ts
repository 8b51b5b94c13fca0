// npm run moderator -- grant|revoke <e-mail>: gives or takes away the moderator role (docs/moderation.md).
// On the Auth emulator with FIREBASE_AUTH_EMULATOR_HOST set; on a project with application default
// credentials and GOOGLE_CLOUD_PROJECT (docs/deployment.md).
import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { authErrorCode } from '../src/services/account-admin'
import { setModerator } from '../src/services/moderator-role'

const [command, email] = process.argv.slice(2)
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('usage: npm run moderator -- grant|revoke <e-mail>')
  process.exit(2)
}
const auth = getAuth(initializeApp())
let result: { uid: string; changed: boolean }
try {
  result = await setModerator(auth, email, command === 'grant')
} catch (error) {
  if (authErrorCode(error) !== 'auth/user-not-found') throw error
  console.error(`No account has the e-mail ${email}.`)
  process.exit(1)
}
const { uid, changed } = result
const role = command === 'grant' ? 'is a moderator' : 'is no longer a moderator'
console.log(`${email} (${uid}) ${role}${changed ? '' : ' (unchanged)'}.`)
