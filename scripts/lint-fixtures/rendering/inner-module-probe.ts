// Reaches into the page lifecycle past its entries on purpose: scripts/lint-rules.test.ts lints this text as
// if it were a module of web/src outside app/rendering, to prove the rendering zone of eslint.config.js
// reports it.
import { serverStyleTags } from '@/app/rendering/server-styles'

export const probe = serverStyleTags
