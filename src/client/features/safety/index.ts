export { MemberSafetyMenu } from './member-safety-menu';
export { useUnsubscribeEmails } from './api';
export { SettingsSection } from './settings-section';
