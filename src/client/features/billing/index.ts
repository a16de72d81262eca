export { BlueprintCheckout, InvalidPaymentLink } from './blueprint-checkout';
export { PaymentSuccess } from './payment-success';
