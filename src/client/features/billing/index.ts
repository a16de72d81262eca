export { BlueprintCheckout, InvalidPaymentLink } from './blueprint-checkout';
export { PaymentSuccess } from './payment-success';
export { checkoutOfSuccessLink } from './success-link';
export { BillingSection } from './billing-section';
export { PlanCheckout } from './plan-checkout';
export { PlanSuccess } from './plan-success';
