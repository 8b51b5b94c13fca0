// The functions predeploy's first step (firebase.json): refuses a deploy whose functions/.env (or
// .env.<project>) lacks what the functions need to serve, e.g. SITE_ORIGIN. firebase-tools sets
// GCLOUD_PROJECT for predeploy hooks.
import { fileURLToPath } from 'node:url'
import { deployConfigProblems, deployedEnvironment } from '../src/deploy/deploy-config'

const functionsDir = fileURLToPath(new URL('..', import.meta.url))
const project = process.env.GCLOUD_PROJECT
const problems = deployConfigProblems(deployedEnvironment(functionsDir, project))
if (problems.length) {
  console.error(
    [
      `The deploy is refused: functions/.env${project ? ` or functions/.env.${project}` : ''} is missing configuration.`,
      ...problems.map((p) => `  - ${p}`),
      'Firebase deploys the functions with those files, not with the shell environment of the deploy.',
    ].join('\n'),
  )
  process.exit(1)
}
console.log('ok: the functions configuration has what the deploy needs')
