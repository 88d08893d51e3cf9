import { DomainError, PurchaseMessages, ValidationError } from '@exam/domain';

/** The gateway could not be reached or answered an error of its own: 502, the spec's "failed to connect". */
export class PaymentGatewayUnavailableError extends DomainError {
  constructor(cause?: unknown) {
    super(PurchaseMessages.paymentServiceUnavailable, 502, 'PAYMENT_GATEWAY_UNAVAILABLE');
    if (cause !== undefined) this.cause = cause;
  }
}

export const webhookSignatureInvalid = () =>
  new ValidationError(PurchaseMessages.webhookSignatureInvalid, 'WEBHOOK_SIGNATURE_INVALID');
