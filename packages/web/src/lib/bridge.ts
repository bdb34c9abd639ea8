/**
 * The native-app bridge. Inside the mobile wrapper the page talks to the app through `postMessage`;
 * in a plain browser every call is a no-op. Event names are the specs': purchaseUpdated, purchaseError
 * (from the app), requestSubscription, requestPurchase, finishTransaction, routeChange, tabs (to the app).
 */
export type OutgoingBridgeEvent =
  | { type: 'requestSubscription'; productId: string }
  | { type: 'requestPurchase'; productId: string }
  | { type: 'finishTransaction'; transactionId: string }
  | { type: 'routeChange'; path: string; name: string | null }
  | { type: 'tabs'; visible: boolean }
  | { type: 'requestPushToken' }
  | { type: 'share'; title: string; message: string; url: string };

export type IncomingBridgeEvent =
  | { type: 'purchaseUpdated'; receipt: string; transactionId: string; productId: string }
  | { type: 'purchaseError'; message: string };

interface NativeWebView {
  postMessage(message: string): void;
}

function nativeWebView(): NativeWebView | null {
  if (typeof window === 'undefined') return null;
  const candidate = (window as unknown as { ReactNativeWebView?: NativeWebView }).ReactNativeWebView;
  return candidate && typeof candidate.postMessage === 'function' ? candidate : null;
}

/** True inside the mobile app's web view (hash routing, no cookie prompt, share handed to the app). */
export function isNativeApp(): boolean {
  return nativeWebView() !== null;
}

/** Sends an event to the native app; does nothing in a plain browser. */
export function sendToNative(event: OutgoingBridgeEvent): void {
  nativeWebView()?.postMessage(JSON.stringify(event));
}

/** Listens for events from the native app; returns the unsubscribe function. */
export function onNativeEvent(listener: (event: IncomingBridgeEvent) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (message: MessageEvent) => {
    let data: unknown = message.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    if (data && typeof data === 'object' && 'type' in data) {
      const type = (data as { type: unknown }).type;
      if (type === 'purchaseUpdated' || type === 'purchaseError') listener(data as IncomingBridgeEvent);
    }
  };
  window.addEventListener('message', handler);
  document.addEventListener('message', handler as EventListener);
  return () => {
    window.removeEventListener('message', handler);
    document.removeEventListener('message', handler as EventListener);
  };
}

/** The in-app receipt the native app sends back for a purchase of this store product. */
export interface NativeReceipt {
  readonly transaction_date: string;
  readonly transaction_id: string;
  readonly transaction_receipt: string;
}

/**
 * Asks the native app to buy a store product (requestSubscription for subscriptions, requestPurchase
 * otherwise) and waits for its purchaseUpdated (resolves with the receipt) or purchaseError (rejects with
 * the store's message). Once the order is recorded, call `finishTransaction`.
 */
export function requestNativePurchase(productId: string, subscription: boolean): Promise<NativeReceipt> {
  return new Promise((resolve, reject) => {
    const stop = onNativeEvent((event) => {
      if (event.type === 'purchaseUpdated' && event.productId === productId) {
        stop();
        resolve({
          transaction_date: new Date().toISOString(),
          transaction_id: event.transactionId,
          transaction_receipt: event.receipt,
        });
      } else if (event.type === 'purchaseError') {
        stop();
        reject(new Error(event.message));
      }
    });
    sendToNative(
      subscription ? { type: 'requestSubscription', productId } : { type: 'requestPurchase', productId },
    );
  });
}
