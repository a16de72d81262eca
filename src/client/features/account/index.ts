export { DataExportCard } from './data-export-card';
export { DeleteAccountCard } from './delete-account-card';
export { SignInDetailsCard } from './sign-in-details-card';
export { TwoFactorCard } from './two-factor-card';
export { StaffTwoFactorGate } from './staff-two-factor-gate';
