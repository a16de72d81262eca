export { ExplainerSlot } from './explainer-slot';
