export { ProfileEditorDialog } from './profile-editor-dialog';
export { useRememberTimeZone } from './use-remember-time-zone';
