export { MemberSafetyMenu } from './member-safety-menu';
export { SettingsSection } from './settings-section';
