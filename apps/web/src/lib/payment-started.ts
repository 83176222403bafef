/**
 * Which orders this browser tab left to pay. `/betaald` thanks only the visitor who paid, once: not
 * on a reload, nor someone else who opens the same link (sessionStorage belongs to one tab and
 * survives the trip to the bank and back).
 */
export const PREFIX = 'payment-started:';

export function rememberPaymentStarted(orderId: string): void {
  try {
    sessionStorage.setItem(PREFIX + orderId, '1');
  } catch {
    // Without storage the paid page still shows the order's status, only without the thank-you toast.
  }
}

/** True once for an order this tab left to pay; later calls answer false. */
export function takePaymentStarted(orderId: string): boolean {
  try {
    const started = sessionStorage.getItem(PREFIX + orderId) !== null;
    sessionStorage.removeItem(PREFIX + orderId);
    return started;
  } catch {
    return false;
  }
}
