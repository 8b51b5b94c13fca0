// What other features use of suggested edits and history: the "Suggest an edit" dialog, which the event
// page loads only when a traveller opens it, and a change shown field by field (the moderation queue).
export { SuggestEditDialog } from './components/suggest-edit-dialog'
export { FieldChanges } from './components/field-changes'
