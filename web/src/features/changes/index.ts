// What other features use of suggested edits and history: the "Suggest an edit" dialog, which the event
// page loads only when a traveller opens it.
export { SuggestEditDialog } from './components/suggest-edit-dialog'
