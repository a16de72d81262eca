export { ConciergeWorkspace } from './workspace';
