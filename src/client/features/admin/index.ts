export { ADMIN_TAB_ENTRIES, type AdminTabEntry } from './admin-tabs';
export { AdminHeaderSearch } from './header-search';
