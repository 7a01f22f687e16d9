import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@servenear/shared/query';
import { usePaySandboxOrder, type PaymentOrder, type PaymentResult } from '@servenear/shared/booking-api';
import { Dialog } from '@servenear/shared/dialog';
import { bookingReference, formatRupees } from '@servenear/shared/domain';
import { FormAlert, serverMessage } from '@servenear/shared/forms';
import { fill } from '@servenear/shared/i18n';
import { paymentTexts as texts } from './texts';
import page from '../../ui/page.module.css';
import styles from './SandboxCheckout.module.css';

interface SandboxCheckoutProps {
  order: PaymentOrder;
  onPaid(result: PaymentResult): void;
  onCancel(): void;
}

/**
 * The local checkout used when no payment provider is configured (docs/architecture.md §6): it pays the
 * server's order through the same signed result a real checkout returns.
 */
export function SandboxCheckout({ order, onPaid, onCancel }: SandboxCheckoutProps) {
  const titleId = useId();
  const payment = usePaySandboxOrder();
  // Still paying after the answer came: the checkout closes with it.
  const [paid, setPaid] = useState(false);
  const paying = payment.isPending || paid;
  const failure = payment.isError ? (serverMessage(payment.error) ?? texts.sandboxFailed) : null;
  const amount = formatRupees(order.amount / 100);

  async function pay() {
    try {
      const result = await payment.mutateAsync(order.orderId);
      setPaid(true);
      onPaid(result);
    } catch {
      // The failure shows in the checkout, from the mutation's error.
    }
  }

  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} size="narrow" onClose={() => {
        if (!paying) onCancel();
      }}>
      <div className={page.stack}>
        <h2 id={titleId} className={page.dialogTitle}>
          {order.displayName}
        </h2>
        <p className={styles.test}>{texts.testPayment}</p>
        <dl className={page.details}>
          <div>
            <dt>{texts.amount}</dt>
            <dd className={styles.amount}>{amount}</dd>
          </div>
          <div>
            <dt>{texts.booking}</dt>
            <dd>{bookingReference(order.bookingId)}</dd>
          </div>
          <div>
            <dt>{texts.order}</dt>
            <dd className={styles.order}>{order.orderId}</dd>
          </div>
        </dl>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <button type="button" className={styles.pay} disabled={paying} onClick={() => void pay()}>
            {paying ? texts.processing : fill(texts.pay, { amount })}
          </button>
          <button type="button" className={styles.cancel} disabled={paying} onClick={onCancel}>
            {texts.cancel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * Opens the sandbox checkout on its own React root, as a provider's script opens its own
 * window: the pages that take payments need no slot for it. Its write goes through the
 * page's QueryClient like every other. Resolves with the result, or null when the customer cancels.
 */
export function openSandboxCheckout(order: PaymentOrder, queryClient: QueryClient): Promise<PaymentResult | null> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const finish = (result: PaymentResult | null) => {
      // After the click that ended it has been handled: a root is not unmounted from its own event.
      queueMicrotask(() => {
        root.unmount();
        container.remove();
        resolve(result);
      });
    };
    // Drawn at once, so the checkout is on screen when the page's next line runs.
    flushSync(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <SandboxCheckout order={order} onPaid={finish} onCancel={() => finish(null)} />
        </QueryClientProvider>,
      ),
    );
  });
}
