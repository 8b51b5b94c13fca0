// The API's test helpers for the other workspaces' tests (`@travel/functions/testing`): the app on a
// fresh embedded store, the Auth emulator's admin, route-file fixtures.
export { emulatorAdminAuth } from './admin'
export { gpx10Route, gpx11, mountainPassRecording } from './gpx-fixtures'
export * from './test-app'
