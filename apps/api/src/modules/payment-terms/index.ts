// The front door of the payment-terms module: all that other modules may use of it (decision 105).
export { termsOfWrite } from './payment-terms-write.ts';
