// The event form (the fields a section takes, validation, uploads) and the dialog frame it opens in. The
// list's add dialog and the event page's edit dialog use them; both load lazily, and so does this code.
export { EventForm, type EventFormSubmit } from './components/event-form'
export { FormDialog } from './components/form-dialog'
