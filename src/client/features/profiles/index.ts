export { ProfileEditorDialog } from './profile-editor-dialog';
